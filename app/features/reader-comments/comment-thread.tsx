import { formatDate } from "#app/lib/format-date";
import type { SharedComment } from "#contracts/share-comments.ts";
import { CommentBox, type CommentDraft } from "./comment-box";

// One thread as readers see it (mode "everyone"): the words it is on, the first comment and its
// replies, newest last, and a box to answer. Bodies are plain text: React text nodes, so a link or
// markup in a comment stays words.

function Comment({ comment }: { comment: SharedComment }) {
  return (
    <li className="grid gap-0.5" data-testid="shared-comment">
      <p className="flex flex-wrap items-baseline gap-x-2 text-[13px]">
        <span className="font-semibold text-ink">{comment.name}</span>
        {comment.fromWriter && (
          <span className="rounded-full bg-ember/10 px-1.5 py-px text-[11px] font-semibold text-ember-dark">
            Writer
          </span>
        )}
        <span className="text-ink-soft">{formatDate(comment.createdAt)}</span>
      </p>
      <p className="text-[15px] leading-snug break-words whitespace-pre-wrap">{comment.body}</p>
    </li>
  );
}

export function CommentThread({
  thread,
  quote,
  onReply,
}: {
  thread: readonly SharedComment[];
  quote: string | null;
  onReply: (draft: CommentDraft) => Promise<void>;
}) {
  return (
    <div className="grid gap-3">
      {quote && (
        <blockquote className="border-l-2 border-gold pl-2.5 font-script text-[13px] text-ink-soft">
          {quote}
        </blockquote>
      )}
      <ol className="grid gap-3" aria-label="Comments">
        {thread.map((comment) => (
          <Comment key={comment.id} comment={comment} />
        ))}
      </ol>
      <div className="border-t border-line pt-3">
        <CommentBox onSend={onReply} sendLabel="Reply" placeholder="Write a reply" />
      </div>
    </div>
  );
}
