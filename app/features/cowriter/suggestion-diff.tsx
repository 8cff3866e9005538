import { clsx } from "clsx";
import type { DiffLine } from "./diff-lines";

// The suggestion against the text it replaces, line by line: kept lines plain, removed lines
// struck through, added lines green, and lines the person never captured in amber with a label,
// so nobody is quoted with words they never said without the writer seeing it.
export function SuggestionDiff({ lines }: { lines: DiffLine[] }) {
  return (
    <ol
      aria-label="Suggested changes"
      className="max-h-[26rem] overflow-auto rounded-xl border border-line bg-white py-2 font-mono text-[13px] leading-relaxed"
    >
      {lines.map((line, i) => (
        <li
          key={i}
          data-kind={line.kind}
          data-invented={line.invented || undefined}
          className={clsx(
            "flex gap-2 px-3 whitespace-pre-wrap",
            line.kind === "added" && !line.invented && "bg-[#e6f2e8] text-[#1f4d2b]",
            line.kind === "removed" && "bg-[#fbe9e5] text-ember-dark line-through",
            line.invented && "bg-[#fdf0c8] text-[#5b4300]",
          )}
        >
          <span aria-hidden className="w-3 shrink-0 select-none text-ink-soft">
            {line.kind === "added" ? "+" : line.kind === "removed" ? "−" : " "}
          </span>
          <span className="sr-only">
            {line.kind === "added" ? "Added: " : line.kind === "removed" ? "Removed: " : ""}
          </span>
          <span className="min-w-0 flex-1">{line.text || "\u00a0"}</span>
          {line.invented && (
            <span className="shrink-0 self-start rounded-full bg-[#f5d77a] px-2 font-sans text-[11px] font-semibold tracking-wide text-[#4a3600] uppercase">
              Invented
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
