import { Loader2, MessageSquare } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { FormAlert } from "#app/components/ui/form-alert";
import { roleAllows, type MovieRole } from "#contracts/collaboration-roles.ts";
import { reactionEmoji, reactionLabel } from "#contracts/share-comments.ts";
import { CommentThread, type ThreadActions, type ThreadRights } from "./comment-thread";
import { commentList, type Thread } from "./comment-threads";
import { useCommentActions } from "./comments-actions";
import { reactionsMarkerId, type MovieComment } from "./comments-query";

function emptyText(role: MovieRole): string {
  if (role === "owner")
    return "No comments yet. Select words in the script and choose Comment. Comments from the people you write with, and from readers of your share links, show here and beside their lines.";
  if (roleAllows(role, "comment"))
    return "No comments yet. Select words in the script and choose Comment: everyone writing this screenplay sees it here and beside its lines.";
  return "No comments yet. When the people writing this screenplay comment, their comments show here and beside their lines.";
}

export type SceneHeading = { heading: string };

/**
 * The movie's comments as a list beside the editor: the threads made in the app by the people
 * writing it, and (for the owner) readers' comments on its share links. Each thread with the words
 * it was made on (a click shows them in the script), reply, resolve, delete, and block a reader's
 * name on its link, as this person's role allows. Loaded with the panel, so the editor's first load stays within its
 * budget.
 */
export function CommentsPanel({
  movieId,
  role,
  comments,
  loading,
  error,
  onRetry,
  scenes,
  focusId,
  onGo,
}: {
  movieId: string;
  role: MovieRole;
  comments: readonly MovieComment[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** The script's scene headings in order (a reaction's sceneIndex points into them). */
  scenes: readonly SceneHeading[];
  /** The thread (or a scene's reactions) to bring into view: a marker in the margin was clicked. */
  focusId: string | null;
  /** Moves the editor to a thread's words (or a scene's heading). */
  onGo: (id: string) => void;
}) {
  const mutations = useCommentActions(movieId);
  const list = useMemo(() => commentList(comments ?? []), [comments]);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusId) return;
    root.current
      ?.querySelector(`[data-thread-id="${CSS.escape(focusId)}"]`)
      ?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [focusId, comments]);

  const actions: ThreadActions = {
    reply: (commentId, body) => mutations.reply.mutateAsync({ commentId, body }),
    setStatus: (commentId, status) => mutations.setStatus.mutateAsync({ commentId, status }),
    remove: (commentId) => mutations.remove.mutateAsync(commentId),
    // Only a reader's comment has a link to block the name on; the thread offers it only then.
    block: (comment, blocked) =>
      comment.shareLinkId === null
        ? Promise.resolve()
        : mutations.block.mutateAsync({
            shareLinkId: comment.shareLinkId,
            name: comment.name,
            blocked,
          }),
  };

  const rights: ThreadRights = {
    comment: roleAllows(role, "comment"),
    deleteAny: role === "owner",
  };

  const sceneName = (index: number | null) =>
    index === null
      ? null
      : `Scene ${index + 1}${scenes[index] ? `: ${scenes[index].heading}` : ""}`;

  const thread = (t: Thread, placed: boolean) => (
    <li key={t.root.id}>
      <CommentThread
        thread={t}
        where={t.root.anchor ? null : sceneName(t.root.sceneIndex)}
        focused={focusId === t.root.id}
        onGo={placed ? () => onGo(t.root.id) : undefined}
        actions={actions}
        rights={rights}
      />
    </li>
  );

  if (loading && !comments) {
    return (
      <p role="status" className="flex items-center gap-2 p-4 text-sm text-ink-soft">
        <Loader2 className="size-4 animate-spin text-ember" aria-hidden />
        Opening the comments…
      </p>
    );
  }
  const empty = list.placed.length + list.changed.length + list.reactions.length === 0;
  return (
    <div ref={root} className="grid gap-4">
      {error && (
        <FormAlert>
          The comments could not be loaded: {error}{" "}
          <button type="button" onClick={onRetry} className="font-semibold underline">
            Try again
          </button>
        </FormAlert>
      )}
      {empty && !error && (
        <p className="flex items-start gap-2 rounded-xl bg-cream/60 p-4 text-sm text-ink-soft">
          <MessageSquare className="mt-0.5 size-4 shrink-0" aria-hidden />
          {emptyText(role)}
        </p>
      )}
      {list.placed.length > 0 && (
        <ol aria-label="Comments" className="grid gap-3">
          {list.placed.map((t) => thread(t, true))}
        </ol>
      )}
      {list.changed.length > 0 && (
        <section aria-labelledby="comments-changed" className="grid gap-2">
          <h3 id="comments-changed" className="text-sm font-semibold text-ink">
            On a passage that changed
          </h3>
          <p className="text-xs text-ink-soft">
            The words these comments were made on are no longer in the script.
          </p>
          <ol className="grid gap-3">{list.changed.map((t) => thread(t, false))}</ol>
        </section>
      )}
      {list.reactions.length > 0 && (
        <section aria-labelledby="comments-reactions" className="grid gap-2">
          <h3 id="comments-reactions" className="text-sm font-semibold text-ink">
            Reactions
          </h3>
          <ul className="grid gap-1.5">
            {list.reactions.map((scene) => (
              <li
                key={scene.sceneIndex}
                data-thread-id={reactionsMarkerId(scene.sceneIndex)}
                className={
                  focusId === reactionsMarkerId(scene.sceneIndex)
                    ? "rounded-xl ring-2 ring-ember/30"
                    : undefined
                }
              >
                <button
                  type="button"
                  onClick={() => onGo(reactionsMarkerId(scene.sceneIndex))}
                  className="grid w-full gap-1 rounded-xl border border-line bg-white px-3 py-2 text-left text-sm hover:bg-cream"
                >
                  <span className="truncate font-script text-[13px] font-bold uppercase">
                    {sceneName(scene.sceneIndex)}
                  </span>
                  <span className="flex flex-wrap gap-3">
                    {scene.counts.map((c) => (
                      <span
                        key={c.reaction}
                        title={`${reactionLabel[c.reaction]}: ${c.names.join(", ")}`}
                      >
                        <span aria-hidden>{reactionEmoji[c.reaction]}</span>{" "}
                        <span className="sr-only">{reactionLabel[c.reaction]}</span>
                        {c.count}
                      </span>
                    ))}
                  </span>
                  <span className="text-xs text-ink-soft">
                    From {[...new Set(scene.counts.flatMap((c) => c.names))].join(", ")}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
