import { clsx } from "clsx";
import { Fragment, memo, useEffect, useRef } from "react";
import type { ReadingBlock, ReadingLine } from "#screenplay/reading.ts";
import { INVENTED_MARK } from "#screenplay/invented.ts";
import { InventedLegend } from "./page-view";

// The script reflowed to the screen's width (engine `readingBlocks`): Courier Prime at a size
// meant for reading, scene headings bold, cues, parentheticals and dialogue indented by the page's
// proportions (gentler on a phone, where the page's would leave a few words a line). One blank
// line between blocks, as on paper. Scene headings are headings, so a screen reader can jump
// from scene to scene.

const LINE = "1.5em";

function Runs({ line }: { line: ReadingLine }) {
  return (
    <>
      {line.map((run, i) =>
        run.bold || run.italic || run.underline ? (
          <span
            key={i}
            className={clsx(
              run.bold && "font-bold",
              run.italic && "italic",
              run.underline && "underline",
            )}
          >
            {run.text}
          </span>
        ) : (
          <Fragment key={i}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}

function Lines({ lines }: { lines: ReadingLine[] }) {
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          <Runs line={line} />
        </Fragment>
      ))}
    </>
  );
}

// Indents as shares of the line: on paper (from 1.5") the cue is at 2", a parenthetical from 1.5"
// to 4", dialogue from 1" to 4.5" of a 6" line.
const INDENT = {
  cue: "ml-[30%] sm:ml-[33%]",
  parenthetical: "ml-[18%] mr-[12%] sm:ml-[25%] sm:mr-[33%]",
  dialogue: "ml-[9%] mr-[5%] sm:ml-[16.7%] sm:mr-[25%]",
  lyrics: "ml-[9%] mr-[5%] italic sm:ml-[16.7%] sm:mr-[25%]",
} as const;

// The block being read aloud (the table read) is marked aria-current and kept in view.
const CURRENT =
  "rounded-[3px] bg-gold/25 shadow-[0_0_0_6px_color-mix(in_srgb,var(--color-gold)_25%,transparent)]";

function useKeepInView(current: number | null | undefined) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (current === null || current === undefined) return;
    const node = root.current?.querySelector(`[data-block="${current}"]`);
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    node?.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
  }, [current]);
  return root;
}

export const ReadingView = memo(function ReadingView({
  blocks,
  headingLevel = 2,
  current,
  className,
}: {
  blocks: readonly ReadingBlock[];
  /** The level of scene headings in the page's outline. */
  headingLevel?: 2 | 3;
  /** The index of the block being read aloud. */
  current?: number | null;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const root = useKeepInView(current);
  const mark = (i: number) =>
    current === i ? { "data-block": i, "aria-current": true as const } : { "data-block": i };
  const invented = blocks.some((b) => b.kind === "speech" && b.parts.some((p) => p.invented));
  return (
    <div
      ref={root}
      data-testid="reading-view"
      className={clsx(
        "bg-white font-script text-[15px] leading-[1.5] break-words text-[#1f1a17] sm:text-base",
        className,
      )}
    >
      {invented && <InventedLegend className="mb-4 font-sans" />}
      {blocks.map((block, i) => {
        const top = i === 0 ? undefined : { marginTop: LINE };
        switch (block.kind) {
          case "scene_heading":
            return (
              <Heading
                key={i}
                {...mark(i)}
                data-kind="scene_heading"
                className={clsx("font-bold", current === i && CURRENT)}
                style={top}
              >
                {block.number && <span className="mr-3">{block.number}</span>}
                <Lines lines={block.lines} />
              </Heading>
            );
          case "speech":
            return (
              <div
                key={i}
                {...mark(i)}
                data-kind="speech"
                className={clsx(current === i && CURRENT)}
                style={top}
              >
                {block.cue && (
                  <p data-kind="character" className={INDENT.cue}>
                    {block.cue}
                  </p>
                )}
                {block.parts.map((part, j) => (
                  <p
                    key={j}
                    data-kind={part.kind}
                    data-invented={part.invented ? "" : undefined}
                    className={clsx(
                      INDENT[part.kind],
                      // Tinted and marked as on the pages, so an invented line is never missed.
                      part.invented && "rounded-[2px] bg-ember/10",
                    )}
                  >
                    <Lines lines={part.lines} />
                    {part.invented && (
                      <>
                        <span aria-hidden className="ml-2 font-bold text-ember-dark">
                          {INVENTED_MARK}
                        </span>
                        <span className="sr-only"> (dramatised dialogue)</span>
                      </>
                    )}
                  </p>
                ))}
              </div>
            );
          default: {
            const space =
              i > 0 && block.kind === "action" && block.spaceBefore
                ? { marginTop: `calc(${LINE} * ${1 + block.spaceBefore})` }
                : top;
            return (
              <p
                key={i}
                {...mark(i)}
                data-kind={block.kind}
                style={space}
                className={clsx(
                  "whitespace-pre-wrap",
                  current === i && CURRENT,
                  block.kind === "transition" && "text-right",
                  block.kind === "centered" && "text-center",
                  block.kind === "lyrics" && "italic",
                )}
              >
                <Lines lines={block.lines} />
              </p>
            );
          }
        }
      })}
    </div>
  );
});
