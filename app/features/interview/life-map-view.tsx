import { Clapperboard, MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import type { LifeMapGap, LifeMapScene } from "#contracts/life-map.ts";
import { Button } from "#app/components/ui/button";
import { scenesPath } from "#app/lib/paths";
import type { LifeMap } from "./interview-api";
import { MONTHS } from "./proposal-fields";

type Entry = { year: number; gap: LifeMapGap } | { year: number; scenes: LifeMapScene[] };

/** The map's rows in time order: a gap at the year it begins, before that year's scenes. */
export function lifeMapEntries(map: LifeMap): Entry[] {
  const entries: Entry[] = [
    ...map.gaps.map((gap) => ({ year: gap.from, gap })),
    ...map.years.map(({ year, scenes }) => ({ year, scenes })),
  ];
  return entries.sort((a, b) => a.year - b.year || ("gap" in a ? -1 : 0) - ("gap" in b ? -1 : 0));
}

const when = (s: LifeMapScene) =>
  s.month === null
    ? null
    : s.day === null
      ? MONTHS[s.month - 1]
      : `${s.day} ${MONTHS[s.month - 1]}`;

// The person's scenes from every movie on one line of time, and the parts of their life with no
// scene yet, each with a way to start the interview there.
export function LifeMapView({
  map,
  starting,
  onStartGap,
}: {
  map: LifeMap;
  starting: string | null;
  onStartGap: (gap: LifeMapGap) => void;
}) {
  const entries = lifeMapEntries(map);
  return (
    <ol
      className="relative grid gap-5 border-l-2 border-line pl-5 sm:pl-7"
      aria-label="Your life, year by year"
    >
      {entries.map((entry) =>
        "gap" in entry ? (
          <li key={`gap-${entry.gap.topicId}`} className="relative">
            <span
              aria-hidden
              className="absolute top-3 -left-[27px] size-3 rounded-full border-2 border-line bg-paper sm:-left-[35px]"
            />
            <div className="rounded-2xl border border-dashed border-ember/40 bg-white/60 px-4 py-3.5">
              <p className="text-sm font-semibold text-ink-soft">
                {entry.gap.from === entry.gap.to
                  ? entry.gap.from
                  : `${entry.gap.from}–${entry.gap.to}`}
              </p>
              <h3 className="font-display text-lg font-semibold">
                Nothing yet from {entry.gap.label.toLowerCase()}
              </h3>
              <Button
                size="sm"
                variant="secondary"
                className="mt-2.5"
                pending={starting === entry.gap.topicId}
                disabled={starting !== null}
                onClick={() => onStartGap(entry.gap)}
              >
                <MessagesSquare className="size-4" aria-hidden />
                Start the interview here
              </Button>
            </div>
          </li>
        ) : (
          <li key={`year-${entry.year}`} className="relative">
            <span
              aria-hidden
              className="absolute top-2 -left-[27px] size-3 rounded-full bg-ember sm:-left-[35px]"
            />
            <h3 className="font-display text-xl font-semibold">{entry.year}</h3>
            <ul className="mt-2 grid gap-2">
              {entry.scenes.map((scene) => (
                <li key={scene.id}>
                  <Link
                    to={scenesPath(scene.movieId)}
                    className="flex items-center gap-3 rounded-2xl border border-line bg-white px-4 py-3 hover:bg-cream"
                  >
                    <Clapperboard className="size-5 shrink-0 text-ember" aria-hidden />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold">{scene.title}</span>
                      <span className="block truncate text-sm text-ink-soft">
                        {[when(scene), scene.movieTitle].filter(Boolean).join(" · ")}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ),
      )}
    </ol>
  );
}
