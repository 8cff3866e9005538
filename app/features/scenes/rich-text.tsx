import { Fragment } from "react";
import { parseEmphasis, type Run } from "./emphasis";

function renderRun(run: Run, key: number) {
  let node: React.ReactNode = run.text;
  if (run.marks.includes("underline")) node = <u className="underline-offset-2">{node}</u>;
  if (run.marks.includes("italic")) node = <em>{node}</em>;
  if (run.marks.includes("bold")) node = <strong className="font-semibold">{node}</strong>;
  return <Fragment key={key}>{node}</Fragment>;
}

// Text with **bold**, *italic* and _underline_ shown as such (React elements, no raw HTML).
export function RichText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n{2,}/);
  return (
    <div className={className}>
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line [&+&]:mt-2">
          {parseEmphasis(paragraph).map(renderRun)}
        </p>
      ))}
    </div>
  );
}

// A one-line title with its emphasis shown.
export function RichInline({ text }: { text: string }) {
  return <>{parseEmphasis(text).map(renderRun)}</>;
}

export function plainText(text: string): string {
  return parseEmphasis(text)
    .map((run) => run.text)
    .join("");
}
