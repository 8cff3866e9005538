import { clsx } from "clsx";
import { Ban, Check, CornerDownRight, RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog";
import { FieldError } from "#app/components/ui/field";
import { formatDateTime } from "#app/lib/format-date";
import { countOf } from "#contracts/plural.ts";
import type { Thread } from "./comment-threads";
import type { MovieComment } from "./comments-query";
import { ReplyForm } from "./reply-form";

export type ThreadActions = {
  reply: (commentId: string, body: string) => Promise<unknown>;
  setStatus: (commentId: string, status: "open" | "resolved") => Promise<unknown>;
  remove: (commentId: string) => Promise<unknown>;
  block: (comment: MovieComment, blocked: boolean) => Promise<unknown>;
};

/** What this person may do with a thread (the server checks the same). */
export type ThreadRights = {
  /** Reply, resolve and reopen: the owner, editors and commenters. */
  comment: boolean;
  /** Delete anyone's comment: the owner (others delete only their own). */
  deleteAny: boolean;
};

/** The name beside a comment: whose it is, said from where this person sits. */
function byline(c: MovieComment): string {
  if (c.mine) return `${c.name} (you)`;
  if (c.fromWriter) return `${c.name} (writer)`;
  return c.name;
}

function failure(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : "Check your connection and try again.";
}

function linkNote(state: MovieComment["linkState"]): string | null {
  if (state === "revoked") return "From a link you turned off";
  if (state === "expired") return "From a link that expired";
  return null;
}

/** One thread: a comment on words of the script (a reader's, through a share link, or made in
 * the app by someone writing the movie), the replies, and what this person can do with it.
 * Bodies are plain text (React escapes them; a link stays words). */
export function CommentThread({
  thread,
  where,
  focused,
  onGo,
  actions,
  rights,
}: {
  thread: Thread;
  /** Where it is: a scene's heading for a comment on a scene, else null. */
  where: string | null;
  focused: boolean;
  /** Moves the editor to the comment's words; absent when they are not in the script. */
  onGo?: () => void;
  actions: ThreadActions;
  rights: ThreadRights;
}) {
  const { root, replies } = thread;
  const [replying, setReplying] = useState(false);
  const [busy, setBusy] = useState<null | "reply" | "status" | "delete" | "block">(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const resolved = root.status === "resolved";
  const note = linkNote(root.linkState);
  // A reader's thread lives on its link: answered only while the link is on.
  const fromReader = root.shareLinkId !== null;
  const canReply = rights.comment && (!fromReader || root.linkState === "active");
  const canDelete = rights.deleteAny || root.mine;
  const everyone = fromReader ? "for you and for readers" : "for everyone";

  async function run(kind: NonNullable<typeof busy>, action: () => Promise<unknown>) {
    setBusy(kind);
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setError(failure(e));
      return false;
    } finally {
      setBusy(null);
    }
  }

  // On failure the reply box says why and keeps the text, to send again.
  async function sendReply(body: string) {
    setBusy("reply");
    setError(null);
    try {
      await actions.reply(root.id, body);
      setReplying(false);
    } catch (e) {
      throw new Error(failure(e), { cause: e });
    } finally {
      setBusy(null);
    }
  }

  const quote = root.anchor?.quote;
  return (
    <article
      aria-label={`Comment by ${byline(root)}`}
      data-thread-id={root.id}
      className={clsx(
        "grid gap-2 rounded-xl border bg-white p-3 text-sm",
        focused ? "border-ember ring-2 ring-ember/20" : "border-line",
        resolved && "bg-paper",
      )}
    >
      <header className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <span className="font-semibold text-ink">{byline(root)}</span>
        <time dateTime={root.createdAt} className="text-xs text-ink-soft">
          {formatDateTime(root.createdAt)}
        </time>
        {resolved && (
          <span className="rounded-full bg-success/10 px-2 text-xs font-medium text-success">
            Resolved
          </span>
        )}
        {root.blocked && (
          <span className="rounded-full bg-danger/10 px-2 text-xs font-medium text-danger">
            Blocked on that link
          </span>
        )}
      </header>
      {note && <p className="text-xs font-medium text-ink-soft">{note}</p>}
      {(quote || where) &&
        (onGo ? (
          <button
            type="button"
            onClick={onGo}
            title="Show it in the script"
            className="rounded-md border-l-3 border-gold bg-cream/60 px-2 py-1 text-left font-script text-[13px] text-ink hover:bg-cream"
          >
            {quote ? `“${quote}”` : where}
          </button>
        ) : (
          <blockquote className="rounded-md border-l-3 border-line bg-cream/40 px-2 py-1 font-script text-[13px] text-ink-soft">
            {quote ? `“${quote}”` : where}
          </blockquote>
        ))}
      <p className="break-words whitespace-pre-wrap text-ink">{root.body}</p>

      {replies.length > 0 && (
        <ol className="grid gap-2 border-l-2 border-line pl-3">
          {replies.map((r) => (
            <li key={r.id} className="grid gap-0.5">
              <span className="text-xs">
                <span className="font-semibold text-ink">{byline(r)}</span>{" "}
                <time dateTime={r.createdAt} className="text-ink-soft">
                  {formatDateTime(r.createdAt)}
                </time>
              </span>
              <p className="break-words whitespace-pre-wrap text-ink">{r.body}</p>
            </li>
          ))}
        </ol>
      )}

      {replying && (
        <ReplyForm
          to={root.name}
          onSend={sendReply}
          onCancel={() => {
            setReplying(false);
            setError(null);
          }}
        />
      )}
      {error && <FieldError>{error}</FieldError>}

      {/* A viewer reads: no row of buttons to leave empty. */}
      {(canReply || rights.comment || canDelete) && (
        <div className="flex flex-wrap gap-1">
          {!replying && canReply && (
            <ActionButton onClick={() => setReplying(true)} icon={CornerDownRight}>
              Reply
            </ActionButton>
          )}
          {rights.comment && (
            <ActionButton
              icon={resolved ? RotateCcw : Check}
              disabled={busy !== null}
              onClick={() =>
                void run("status", () => actions.setStatus(root.id, resolved ? "open" : "resolved"))
              }
            >
              {resolved ? "Reopen" : "Resolve"}
            </ActionButton>
          )}
          {fromReader && rights.deleteAny && !root.fromWriter && root.linkState === "active" && (
            <ActionButton
              icon={Ban}
              disabled={busy !== null}
              onClick={() => void run("block", () => actions.block(root, !root.blocked))}
            >
              {root.blocked ? `Unblock ${root.name}` : `Block ${root.name}`}
            </ActionButton>
          )}
          {canDelete && (
            <ActionButton icon={Trash2} danger onClick={() => setConfirmDelete(true)}>
              Delete
            </ActionButton>
          )}
        </div>
      )}

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this comment?"
        description={
          replies.length > 0
            ? `${root.mine ? "Your" : `${root.name}’s`} comment and the ${countOf(replies.length, "reply", "replies")} to it are deleted for good, ${everyone}.`
            : `${root.mine ? "Your" : `${root.name}’s`} comment is deleted for good, ${everyone}.`
        }
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={busy === "delete"}
        onConfirm={() =>
          // A failure is said in the thread, where the comment stays.
          void run("delete", () => actions.remove(root.id)).then(() => setConfirmDelete(false))
        }
      />
    </article>
  );
}

function ActionButton({
  icon: Icon,
  danger = false,
  children,
  ...button
}: React.ButtonHTMLAttributes<HTMLButtonElement> & {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      {...button}
      className={clsx(
        "inline-flex h-8 items-center gap-1 rounded-lg px-2 text-xs font-medium disabled:opacity-60",
        danger ? "text-danger hover:bg-danger/5" : "text-ink-soft hover:bg-cream hover:text-ink",
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {children}
    </button>
  );
}
