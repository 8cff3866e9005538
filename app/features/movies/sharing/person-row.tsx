import { Check, Copy, Link2, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import {
  collaboratorRoles,
  type Collaborator,
  type CollaboratorRole,
} from "#contracts/collaboration.ts";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog";
import { FormAlert } from "#app/components/ui/form-alert";
import { formatDate } from "#app/lib/format-date";
import { isConflict } from "#app/lib/api-client";
import {
  useChangeCollaboratorRole,
  useInviteCollaborator,
  useRemoveCollaborator,
} from "./collaborators-api";
import { roleLabel } from "./role-text";

// One person a movie is shared with: who, whether they joined, what they may do (changed at
// once), their invitation link while it is pending, and removal after a confirmation.
export function PersonRow({
  movieId,
  person,
  inviteUrl,
  onNewLink,
}: {
  movieId: string;
  person: Collaborator;
  // The link of an invitation sent from this screen, to copy and send another way.
  inviteUrl: string | undefined;
  onNewLink: (id: string, url: string) => void;
}) {
  const change = useChangeCollaboratorRole(movieId);
  const remove = useRemoveCollaborator(movieId);
  const resend = useInviteCollaborator(movieId);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const roleId = useId();
  const who = person.name ?? person.email;
  const failure = change.error ?? remove.error ?? resend.error;

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopyFailed(true);
    }
  }

  return (
    <li className="grid grid-cols-1 gap-2 py-3" data-testid="person">
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold" title={who}>
            {who}
          </p>
          {person.name && <p className="truncate text-[13px] text-ink-soft">{person.email}</p>}
          <p className="text-[13px] text-ink-soft">
            {person.status === "joined"
              ? "Joined"
              : person.expiresAt
                ? `Invited · the link works until ${formatDate(person.expiresAt)}`
                : "Invited"}
          </p>
        </div>
        <label htmlFor={roleId} className="sr-only">
          What {who} may do
        </label>
        <select
          id={roleId}
          value={person.role}
          disabled={change.isPending}
          onChange={(e) =>
            change.mutate({
              id: person.id,
              role: e.target.value as CollaboratorRole,
              version: person.version,
            })
          }
          className="h-9 shrink-0 rounded-lg border border-line bg-white px-2 text-sm"
        >
          {collaboratorRoles.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          variant="ghost"
          className="shrink-0 px-2 text-danger hover:bg-danger/5"
          aria-label={`Remove ${who}`}
          title={`Remove ${who}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
      {person.status === "invited" && (
        <div className="flex flex-wrap items-center gap-2">
          {inviteUrl ? (
            <>
              <input
                readOnly
                aria-label={`Invitation link for ${person.email}`}
                value={inviteUrl}
                onFocus={(e) => e.currentTarget.select()}
                className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 font-mono text-[12px]"
              />
              <Button size="sm" variant="secondary" onClick={() => void copy(inviteUrl)}>
                {copied ? (
                  <Check className="size-4" aria-hidden />
                ) : (
                  <Copy className="size-4" aria-hidden />
                )}
                {copied ? "Copied" : "Copy link"}
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              pending={resend.isPending}
              pendingLabel="Making a new link…"
              onClick={() =>
                resend.mutate(
                  { email: person.email, role: person.role },
                  { onSuccess: (invited) => onNewLink(person.id, invited.inviteUrl) },
                )
              }
            >
              <Link2 className="size-4" aria-hidden />
              New invitation link
            </Button>
          )}
        </div>
      )}
      {copyFailed && (
        <p className="text-[13px] text-ink-soft">
          This browser blocked copying: select the link and copy it.
        </p>
      )}
      {failure && (
        <FormAlert>
          {isConflict(failure) && !remove.error
            ? "Someone changed this person's access meanwhile. The list now shows it as it is."
            : failure.message}
        </FormAlert>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${who}?`}
        description={
          person.status === "joined"
            ? `${who} can no longer open this movie. What they wrote stays in it.`
            : `The invitation link sent to ${person.email} stops working.`
        }
        confirmLabel="Remove"
        pendingLabel="Removing…"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(person.id, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}
