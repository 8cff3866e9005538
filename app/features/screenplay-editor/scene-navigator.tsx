import { clsx } from "clsx";
import type { Preview } from "./use-pagination";

// The script's scenes with their pages; a tap goes to the scene in the editor and the preview.
export function SceneNavigator({
  preview,
  current,
  onGo,
}: {
  preview: Preview;
  current: number;
  onGo: (line: number, page: number) => void;
}) {
  const scenes = preview.pagination.scenes;
  if (scenes.length === 0) {
    return <p className="p-4 text-sm text-ink-soft">No scene headings yet (INT. or EXT. lines).</p>;
  }
  return (
    <nav aria-label="Scene navigator">
      <ol className="divide-y divide-line">
        {scenes.map((scene, i) => (
          <li key={i}>
            <button
              type="button"
              aria-current={i === current ? "true" : undefined}
              onClick={() => onGo(preview.headingLines[i] ?? 1, scene.page)}
              className={clsx(
                "flex w-full items-baseline gap-3 px-4 py-2.5 text-left hover:bg-cream",
                i === current && "bg-gold/15",
              )}
            >
              <span className="w-6 shrink-0 text-right text-xs text-ink-soft tabular-nums">
                {i + 1}
              </span>
              <span className="min-w-0 flex-1 truncate font-script text-sm font-bold uppercase">
                {scene.text}
              </span>
              <span className="shrink-0 text-xs text-ink-soft">p. {scene.page}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
