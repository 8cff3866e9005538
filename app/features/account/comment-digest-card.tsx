import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MessagesSquare } from "lucide-react";
import { useId } from "react";
import { FormAlert } from "#app/components/ui/form-alert";
import { useMailReachesPeople } from "#app/features/auth/use-public-config";
import { COMMENT_DIGEST_SETTING_LABEL } from "#contracts/comment-digest.ts";
import { commentDigestKey, readCommentDigest, saveCommentDigest } from "./comment-digest-api";
import { SettingsCard } from "./settings-card";

// Whether readers' new comments come by mail once a day. One switch, saved the moment it is
// turned (no form to submit); a failed save says so and the switch shows what is really saved.
export function CommentDigestCard() {
  const queryClient = useQueryClient();
  const mailReachesPeople = useMailReachesPeople();
  const setting = useQuery({
    queryKey: commentDigestKey,
    queryFn: ({ signal }) => readCommentDigest(signal),
  });
  const save = useMutation({
    mutationFn: saveCommentDigest,
    onSuccess: (saved) => queryClient.setQueryData(commentDigestKey, saved),
  });
  const descriptionId = useId();
  // A server that cannot send mail has nothing to offer here.
  if (mailReachesPeople === false) return null;

  const saved = setting.data?.commentDigest;
  const shown = save.isPending ? save.variables : saved;
  return (
    <SettingsCard
      icon={MessagesSquare}
      title="Readers' comments by email"
      description={
        <span id={descriptionId}>
          When family and friends comment on or react to a screenplay you shared, get one email a
          day with what they said and a link to each screenplay. You always see their comments in
          the editor.
        </span>
      }
    >
      {setting.isPending && <p className="text-sm text-ink-soft">Loading your setting…</p>}
      {setting.isError && (
        <FormAlert>{`We could not load this setting: ${setting.error.message}`}</FormAlert>
      )}
      {shown !== undefined && (
        <label className="flex cursor-pointer items-center gap-3 rounded-xl has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ember-dark has-[:disabled]:cursor-wait">
          <input
            type="checkbox"
            role="switch"
            checked={shown}
            disabled={save.isPending}
            aria-describedby={descriptionId}
            onChange={(event) => save.mutate(event.target.checked)}
            className="peer sr-only"
          />
          <span
            aria-hidden
            className="relative h-6 w-11 shrink-0 rounded-full bg-ink-soft/70 transition-colors peer-checked:bg-ember motion-reduce:transition-none after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 motion-reduce:after:transition-none"
          />
          <span className="font-medium text-ink">{COMMENT_DIGEST_SETTING_LABEL}</span>
        </label>
      )}
      <div className="grid gap-3 empty:hidden [&:not(:empty)]:mt-4" aria-live="polite">
        {save.isError && saved !== undefined && (
          <FormAlert>
            {`Your change was not saved (${save.error.message.replace(/\.$/, "")}). The daily email is still ${saved ? "on" : "off"}; try again.`}
          </FormAlert>
        )}
        {save.isSuccess && (
          <FormAlert tone="success">
            {save.data.commentDigest
              ? "Saved. You'll get an email on days when readers have said something new."
              : "Saved. No more daily emails; new comments still show in the editor."}
          </FormAlert>
        )}
      </div>
    </SettingsCard>
  );
}
