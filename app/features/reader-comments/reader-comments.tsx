import { CheckCircle2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import type {
  CommentAnchor,
  Reaction,
  SharedComment,
  SharedComments,
} from "#contracts/share-comments.ts";
import type { SharedScreenplay } from "#contracts/screenplay.ts";
import { ApiError } from "#app/lib/api/errors";
import { CommentBox, type CommentDraft } from "./comment-box";
import { CommentThread } from "./comment-thread";
import { fetchSharedComments, postSharedComment, readerErrorMessage } from "./reader-comments-api";
import { NARROW_WIDTH, pagePlace, ReaderPanel, type PagePlace } from "./reader-panel";
import { SceneMenu } from "./scene-menu";
import { ScriptMarks } from "./script-marks";
import { headingAt } from "./script-places";
import { scriptSelection } from "./selection-anchor";

// The readers' circle on the shared page, loaded after the page is up (shared-screenplay.tsx):
// select words to comment on them, tap a scene heading to react or comment on the scene, and,
// when the writer lets readers see each other's, the threads beside their lines. Nothing shows
// when the link's comments are off.

type Open =
  | { kind: "words"; anchor: CommentAnchor; place: PagePlace; range: Range }
  | { kind: "scene"; sceneIndex: number; place: PagePlace; commenting: boolean }
  | { kind: "thread"; id: string; place: PagePlace }
  | { kind: "sent"; text: string; place: PagePlace };

const byTime = (a: SharedComment, b: SharedComment) => a.createdAt.localeCompare(b.createdAt);

function threadsOf(comments: readonly SharedComment[]): SharedComment[][] {
  const roots = comments.filter((c) => c.kind === "comment" && c.parentId === null).sort(byTime);
  return roots.map((root) => [
    root,
    ...comments.filter((c) => c.parentId === root.id).sort(byTime),
  ]);
}

function countReactions(comments: readonly SharedComment[]) {
  const counts = new Map<number, Partial<Record<Reaction, number>>>();
  for (const c of comments) {
    if (c.kind !== "reaction" || c.reaction === null || c.sceneIndex === null) continue;
    const scene = counts.get(c.sceneIndex) ?? {};
    scene[c.reaction] = (scene[c.reaction] ?? 0) + 1;
    counts.set(c.sceneIndex, scene);
  }
  return counts;
}

export default function ReaderComments({
  token,
  author,
  root,
  sourceLines,
}: {
  token: string;
  /** The writer's name, as the page shows it ("" when the script has none). */
  author: string;
  /** The element holding the reading view and the pages. */
  root: HTMLElement;
  /** The Fountain line each block of the reading view and of the pages starts on. */
  sourceLines: SharedScreenplay["sourceLines"];
}) {
  const [shared, setShared] = useState<SharedComments | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const writer = author.trim() || "the writer";

  useEffect(() => {
    const abort = new AbortController();
    fetchSharedComments(token, abort.signal).then(setShared, () => undefined);
    return () => abort.abort();
  }, [token]);

  const lineOf = useCallback(
    (block: HTMLElement) => {
      const reading = block.getAttribute("data-block");
      if (reading !== null) return sourceLines.reading[Number(reading)] ?? null;
      const printed = block.getAttribute("data-source-block");
      return printed === null ? null : (sourceLines.pages[Number(printed)] ?? null);
    },
    [sourceLines],
  );
  const mode = shared?.mode ?? "off";

  // Selecting words opens the box; a tap on a scene heading offers reactions.
  useEffect(() => {
    if (mode === "off") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onSelection = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const selected = scriptSelection(root, lineOf);
        if (selected)
          setOpen({
            kind: "words",
            anchor: selected.anchor,
            place: pagePlace(selected.rect),
            range: selected.range,
          });
      }, 300);
    };
    const onClick = (event: MouseEvent) => {
      if (!window.getSelection()?.isCollapsed) return;
      const hit = headingAt(root, event.target);
      if (hit)
        setOpen({
          kind: "scene",
          sceneIndex: hit.sceneIndex,
          place: pagePlace(hit.heading.getBoundingClientRect()),
          commenting: false,
        });
    };
    document.addEventListener("selectionchange", onSelection);
    root.addEventListener("click", onClick);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("selectionchange", onSelection);
      root.removeEventListener("click", onClick);
    };
  }, [mode, root, lineOf]);

  // The words being commented on stay marked once the selection goes (focus in the box).
  const drafting = open?.kind === "words" ? open.range : null;
  useEffect(() => {
    if (!drafting || typeof CSS === "undefined" || !("highlights" in CSS)) return;
    CSS.highlights.set("reader-draft", new Highlight(drafting));
    return () => void CSS.highlights.delete("reader-draft");
  }, [drafting]);

  const threads = useMemo(() => threadsOf(shared?.comments ?? []), [shared]);
  const reactionCounts = useMemo(() => countReactions(shared?.comments ?? []), [shared]);

  if (mode === "off" || shared === null) return null;
  const everyone = mode === "everyone";

  async function post(
    body: Parameters<typeof postSharedComment>[1],
    place: PagePlace,
    sentText: string,
  ): Promise<SharedComment> {
    let created: SharedComment;
    try {
      created = await postSharedComment(token, body);
    } catch (error) {
      if (error instanceof ApiError && error.code === "comments_off")
        setShared((s) => (s ? { ...s, mode: "off" } : s));
      throw new Error(readerErrorMessage(error, author), { cause: error });
    }
    if (everyone) setShared((s) => (s ? { ...s, comments: [...s.comments, created] } : s));
    else setOpen({ kind: "sent", text: sentText, place });
    return created;
  }

  const comment =
    (
      target: { anchor?: CommentAnchor; sceneIndex?: number; parentId?: string },
      place: PagePlace,
    ) =>
    async ({ name, body, honeypot }: CommentDraft) => {
      const created = await post(
        { name, body, honeypot, ...target },
        place,
        `Sent to ${writer}. Only they can see it.`,
      );
      window.getSelection()?.removeAllRanges();
      if (everyone) setOpen({ kind: "thread", id: target.parentId ?? created.id, place });
    };

  const close = () => setOpen(null);
  const openThread = (id: string, rect: DOMRect) =>
    setOpen({ kind: "thread", id, place: pagePlace(rect) });
  const openScene = (sceneIndex: number, heading: HTMLElement) =>
    setOpen({
      kind: "scene",
      sceneIndex,
      place: pagePlace(heading.getBoundingClientRect()),
      commenting: false,
    });
  const narrow = window.innerWidth < NARROW_WIDTH;

  let panel: React.ReactNode = null;
  if (open?.kind === "words")
    panel = (
      <ReaderPanel place={open.place} label="Comment on these words" onClose={close}>
        <blockquote className="mb-3 line-clamp-3 border-l-2 border-gold pl-2.5 font-script text-[13px] text-ink-soft">
          {open.anchor.quote}
        </blockquote>
        <CommentBox
          key="words"
          autoFocus={!narrow}
          onSend={comment({ anchor: open.anchor }, open.place)}
        />
        {!everyone && (
          <p className="mt-2 text-xs text-ink-soft">Only {writer} will see your comment.</p>
        )}
      </ReaderPanel>
    );
  else if (open?.kind === "scene")
    panel = (
      <ReaderPanel
        place={open.place}
        label={open.commenting ? "Comment on this scene" : "React to this scene"}
        onClose={close}
      >
        {open.commenting ? (
          <CommentBox
            key="scene"
            autoFocus={!narrow}
            onSend={comment({ sceneIndex: open.sceneIndex }, open.place)}
          />
        ) : (
          <SceneMenu
            counts={everyone ? (reactionCounts.get(open.sceneIndex) ?? null) : null}
            onComment={() => setOpen({ ...open, commenting: true })}
            onReact={async (reaction, name) => {
              await post(
                { name, reaction, sceneIndex: open.sceneIndex, honeypot: "" },
                open.place,
                `Sent to ${writer}.`,
              );
            }}
          />
        )}
      </ReaderPanel>
    );
  else if (open?.kind === "thread") {
    const thread = threads.find((t) => t[0]?.id === open.id);
    if (thread?.[0])
      panel = (
        <ReaderPanel place={open.place} label="Comments" onClose={close}>
          <CommentThread
            thread={thread}
            quote={thread[0].anchor?.quote ?? null}
            onReply={comment({ parentId: thread[0].id }, open.place)}
          />
        </ReaderPanel>
      );
  } else if (open?.kind === "sent")
    panel = (
      <ReaderPanel place={open.place} label="Thank you" onClose={close}>
        <p role="status" className="flex items-start gap-2 text-[15px] text-success">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          {open.text}
        </p>
      </ReaderPanel>
    );

  return (
    <>
      {everyone && (
        <ScriptMarks
          root={root}
          threads={threads}
          reactionCounts={reactionCounts}
          lineOf={lineOf}
          onOpen={openThread}
          onScene={openScene}
        />
      )}
      {panel}
    </>
  );
}
