import { Tooltip } from "#app/components/ui/tooltip";
import { clsx } from "clsx";
import type { CycleKind, LineKind } from "./fountain-lines";

const ELEMENTS: { kind: CycleKind | "dialogue"; label: string }[] = [
  { kind: "scene_heading", label: "Scene" },
  { kind: "action", label: "Action" },
  { kind: "character", label: "Character" },
  { kind: "parenthetical", label: "Paren." },
  { kind: "dialogue", label: "Dialogue" },
  { kind: "transition", label: "Transition" },
];

// The element of the cursor's line, and one tap to change it (phones have no Tab key).
export function ElementBar({
  current,
  onPick,
}: {
  current: LineKind;
  onPick: (kind: CycleKind | "dialogue") => void;
}) {
  return (
    <div
      role="toolbar"
      aria-label="Element of the current line"
      className="flex shrink-0 gap-1 overflow-x-auto border-b border-line bg-paper px-2 py-1.5"
    >
      {ELEMENTS.map((e) => {
        const button = (
          <button
            key={e.kind}
            type="button"
            aria-pressed={current === e.kind}
            aria-label={e.kind === "parenthetical" ? "Parenthetical" : undefined}
            // Keep the editor's selection: the button acts on the line the cursor is on.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(e.kind)}
            className={clsx(
              "shrink-0 rounded-md px-2.5 py-1 text-xs font-semibold",
              current === e.kind
                ? "bg-night text-paper"
                : "text-ink-soft hover:bg-cream hover:text-ink",
            )}
          >
            {e.label}
          </button>
        );
        // "( )" says nothing to someone who has not met a parenthetical: it is named on hover.
        return e.kind === "parenthetical" ? (
          <Tooltip key={e.kind} label="Parenthetical">
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </div>
  );
}
