import { MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import {
  reactionEmoji,
  reactions,
  type Reaction,
  type SharedComment,
} from "#contracts/share-comments.ts";
import { rangeOfQuote } from "./selection-anchor";
import { blockOfAnchor, visibleBlocks, visibleHeading } from "./script-places";
import { countOf } from "#contracts/plural.ts";

// What readers see of each other's comments in the script (mode "everyone"): the words commented
// on marked (the CSS Custom Highlight API: no change to the script's DOM), a button beside each
// commented block that opens its thread, and each scene's reactions above its heading.

const HIGHLIGHT = "reader-comment";

type Mark = { id: string; top: number; right: number; count: number; label: string };
type Pill = { sceneIndex: number; top: number; right: number; counts: [Reaction, number][] };

export function useLayoutTick(root: HTMLElement): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((n) => n + 1);
    const observer = new ResizeObserver(bump);
    observer.observe(root);
    window.addEventListener("resize", bump);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", bump);
    };
  }, [root]);
  return tick;
}

export function ScriptMarks({
  root,
  threads,
  reactionCounts,
  lineOf,
  onOpen,
  onScene,
}: {
  root: HTMLElement;
  threads: readonly (readonly SharedComment[])[];
  reactionCounts: ReadonlyMap<number, Partial<Record<Reaction, number>>>;
  lineOf: (block: HTMLElement) => number | null;
  onOpen: (threadId: string, rect: DOMRect) => void;
  onScene: (sceneIndex: number, heading: HTMLElement) => void;
}) {
  const tick = useLayoutTick(root);
  const [marks, setMarks] = useState<Mark[]>([]);
  const [pills, setPills] = useState<Pill[]>([]);

  useEffect(() => {
    const blocks = visibleBlocks(root);
    const card = (
      blocks[0]?.closest("[data-page]") ?? root.querySelector("[data-testid='reading-view']")
    )?.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const ranges: Range[] = [];
    const placed = new Map<Element, Mark>();
    for (const thread of threads) {
      const first = thread[0];
      if (!first) continue;
      const element = first.anchor
        ? blockOfAnchor(blocks, first.anchor, lineOf)
        : first.sceneIndex !== null
          ? visibleHeading(root, first.sceneIndex)
          : null;
      if (!element) continue;
      if (first.anchor) {
        const range = rangeOfQuote(element, first.anchor);
        if (range) ranges.push(range);
      }
      const box = element.getBoundingClientRect();
      const previous = placed.get(element);
      // Several threads on one block share its button; it opens the first.
      if (previous) {
        previous.count += thread.length;
        continue;
      }
      const right =
        element.closest("[data-page]")?.getBoundingClientRect().right ?? card?.right ?? box.right;
      placed.set(element, {
        id: first.id,
        top: box.top + window.scrollY,
        // Astride the script's right edge, never past the screen's.
        right: Math.max(4, width - right - 14),
        count: thread.length,
        label: first.anchor ? `“${first.anchor.quote}”` : "this scene",
      });
    }
    setMarks([...placed.values()]);
    if (typeof CSS !== "undefined" && "highlights" in CSS) {
      if (ranges.length) CSS.highlights.set(HIGHLIGHT, new Highlight(...ranges));
      else CSS.highlights.delete(HIGHLIGHT);
    }
    setPills(
      [...reactionCounts].flatMap(([sceneIndex, counts]) => {
        const heading = visibleHeading(root, sceneIndex);
        if (!heading) return [];
        const box = heading.getBoundingClientRect();
        const shownCounts = reactions
          .map((r): [Reaction, number] => [r, counts[r] ?? 0])
          .filter(([, n]) => n > 0);
        const right = width - (heading.closest("[data-page]") ? box.left + box.width : box.right);
        return [{ sceneIndex, top: box.top + window.scrollY - 24, right, counts: shownCounts }];
      }),
    );
  }, [root, threads, reactionCounts, lineOf, tick]);

  useEffect(
    () => () => {
      if (typeof CSS !== "undefined" && "highlights" in CSS) CSS.highlights.delete(HIGHLIGHT);
    },
    [],
  );

  return createPortal(
    <div data-testid="script-marks">
      {marks.map((mark) => (
        <button
          key={mark.id}
          type="button"
          style={{ top: mark.top, right: mark.right }}
          onClick={(e) => onOpen(mark.id, e.currentTarget.getBoundingClientRect())}
          aria-label={`${countOf(mark.count, "comment", "comments")} on ${mark.label}`}
          className="absolute z-30 inline-flex h-7 min-w-7 items-center justify-center gap-0.5 rounded-full border border-gold/60 bg-[#fff6df] px-1.5 font-sans text-xs font-semibold text-ink shadow-sm hover:bg-gold/30"
        >
          <MessageCircle className="size-3.5" aria-hidden />
          {mark.count}
        </button>
      ))}
      {pills.map((pill) => (
        <button
          key={pill.sceneIndex}
          type="button"
          style={{ top: pill.top, right: pill.right }}
          onClick={(e) => {
            const heading = visibleHeading(root, pill.sceneIndex);
            if (heading) onScene(pill.sceneIndex, heading);
            e.currentTarget.blur();
          }}
          aria-label={`Reactions: ${pill.counts.map(([r, n]) => `${n} ${r}`).join(", ")}`}
          className="absolute z-30 inline-flex h-6 items-center gap-1.5 rounded-full border border-line bg-white px-2 font-sans text-xs text-ink shadow-sm"
        >
          {pill.counts.map(([reaction, n]) => (
            <span key={reaction} className="inline-flex items-center gap-0.5">
              <span aria-hidden>{reactionEmoji[reaction]}</span>
              {n}
            </span>
          ))}
        </button>
      ))}
    </div>,
    document.body,
  );
}
