import { Fragment } from "react";
import type { StyleRun } from "#screenplay/types.ts";
import { sceneLine, sceneParagraphs } from "./scene-text";

export { plainText } from "./scene-text";

function renderRun(run: StyleRun, key: number) {
  let node: React.ReactNode = run.text;
  if (run.underline) node = <u className="underline-offset-2">{node}</u>;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong className="font-semibold">{node}</strong>;
  return <Fragment key={key}>{node}</Fragment>;
}

// Text with **bold**, *italic* and _underline_ shown as such (React elements, no raw HTML).
export function RichText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {sceneParagraphs(text).map((lines, i) => (
        <p key={i} className="whitespace-pre-line [&+&]:mt-2">
          {lines.map((runs, j) => (
            <Fragment key={j}>
              {j > 0 && "\n"}
              {runs.map(renderRun)}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}

// A one-line title with its emphasis shown.
export function RichInline({ text }: { text: string }) {
  return <>{sceneLine(text).map(renderRun)}</>;
}
