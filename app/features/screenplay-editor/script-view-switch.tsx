import { clsx } from "clsx";
import { BookOpen, Files } from "lucide-react";
import { useMediaQuery } from "#app/lib/use-media-query";

// Reading (the script reflowed to the screen) or Pages (as printed). Until the reader chooses,
// a phone reads and a wider screen shows pages: decided by CSS, so the page is right before any
// script runs (the shared page is rendered on the server).
export type ScriptView = "reading" | "pages";

const NARROW = "(max-width: 639.98px)";

/** Classes that show or hide each view for the reader's choice (null: by screen width). */
export function scriptViewClasses(choice: ScriptView | null): Record<ScriptView, string> {
  if (choice === "reading") return { reading: "", pages: "hidden" };
  if (choice === "pages") return { reading: "hidden", pages: "" };
  return { reading: "sm:hidden", pages: "max-sm:hidden" };
}

export function ScriptViewSwitch({
  choice,
  onChoose,
  className,
}: {
  choice: ScriptView | null;
  onChoose: (view: ScriptView) => void;
  className?: string;
}) {
  // Phone first on the server and before hydration, as the CSS default is.
  const narrow = useMediaQuery(NARROW, true);
  const shown: ScriptView = choice ?? (narrow ? "reading" : "pages");
  // Pressed: dark; until a choice, which one looks pressed follows the screen's width in CSS.
  const look = (view: ScriptView) => {
    if (choice === view) return "bg-night text-paper";
    if (choice !== null) return "text-ink-soft hover:text-ink";
    return view === "reading"
      ? "text-ink-soft hover:text-ink max-sm:bg-night max-sm:text-paper max-sm:hover:text-paper"
      : "text-ink-soft hover:text-ink sm:bg-night sm:text-paper sm:hover:text-paper";
  };
  return (
    <div
      role="group"
      aria-label="How to show the script"
      className={clsx(
        "inline-flex shrink-0 items-center gap-0.5 rounded-full border border-line bg-white p-0.5",
        className,
      )}
    >
      {(
        [
          ["reading", "Reading", BookOpen],
          ["pages", "Pages", Files],
        ] as const
      ).map(([view, label, Icon]) => (
        <button
          key={view}
          type="button"
          aria-pressed={shown === view}
          onClick={() => onChoose(view)}
          className={clsx(
            "inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-medium",
            look(view),
          )}
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}
