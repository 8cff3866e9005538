import { runningTime } from "./screenplay-pages";
import type { Preview } from "./use-pagination";
import { countOf } from "#contracts/plural.ts";

// The numbers of the script as it stands: pages, running time, scenes, who speaks the most.
export function Statistics({ preview }: { preview: Preview }) {
  const s = preview.stats;
  const items = [
    { label: "Pages", value: s.pages },
    { label: "Running time", value: runningTime(s.runningTimeMinutes) },
    { label: "Scenes", value: s.scenes },
    { label: "Speaking characters", value: s.characters.length },
    { label: "Interior / exterior", value: `${s.interior} / ${s.exterior}` },
    { label: "Day / night", value: `${s.day} / ${s.night}` },
  ];
  const top = [...s.characters].sort((a, b) => b.dialogueLines - a.dialogueLines).slice(0, 12);
  const max = Math.max(1, ...top.map((c) => c.dialogueLines));
  return (
    <div className="grid gap-5 p-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.label} className="rounded-xl bg-paper px-3 py-2.5">
            <dt className="text-xs text-ink-soft">{item.label}</dt>
            <dd className="mt-0.5 font-display text-xl font-semibold tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
      {top.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Who speaks the most</h3>
          <ul className="mt-2 grid gap-1.5">
            {top.map((c) => (
              <li
                key={c.name}
                className="grid grid-cols-[8rem_1fr_auto] items-center gap-2 text-sm"
              >
                <span className="truncate font-script font-bold">{c.name}</span>
                <span className="h-2 rounded-full bg-cream">
                  <span
                    className="block h-full rounded-full bg-ember/70"
                    style={{ width: `${(c.dialogueLines / max) * 100}%` }}
                  />
                </span>
                <span className="text-xs text-ink-soft tabular-nums">
                  {countOf(c.speeches, "speech", "speeches")}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
