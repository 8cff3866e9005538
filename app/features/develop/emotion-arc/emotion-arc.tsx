import { useMemo, useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "#app/components/ui/form-alert";
import { useScenes } from "#app/features/scenes/scenes-api";
import { scenePath } from "#app/lib/paths";
import { useBeatBoard } from "#app/features/develop/develop-api";
import { useEmotionArc } from "./emotion-arc-api";
import { arousalWords, sourceWords, valenceWords } from "./arc-words";
import { beatSpans } from "./beat-spans";
import { EmotionArcChart, type ArcScene } from "./emotion-arc-chart";
import { nounFor } from "#contracts/plural.ts";

// Develop's emotion arc: the chart, a key, and the same points as a table (a screen reader
// reads the table; "Show as a table" shows it to everyone).
export function EmotionArc({ movieId }: { movieId: string }) {
  const scenes = useScenes(movieId);
  const board = useBeatBoard(movieId);
  const revision = `${board.data?.version ?? 0}:${(scenes.data ?? [])
    .map((s) => `${s.id}@${s.version}`)
    .join(",")}`;
  const arc = useEmotionArc(movieId, revision);
  const [asTable, setAsTable] = useState(false);

  const byId = useMemo(() => {
    const map = new Map<string, ArcScene & { beat?: string }>();
    for (const s of scenes.data ?? [])
      map.set(s.id, { id: s.id, label: s.title.trim() || `Scene ${s.sceneNumber}` });
    for (const beat of board.data?.beats ?? [])
      for (const id of beat.sceneIds) {
        const scene = map.get(id);
        if (scene) scene.beat = beat.title;
      }
    return map;
  }, [scenes.data, board.data]);

  if ((scenes.data?.length ?? 0) === 0 && !scenes.isPending) return null;
  if (arc.isPending || scenes.isPending) {
    return (
      <div role="status" className="h-56 animate-pulse rounded-2xl border border-line bg-white">
        <span className="sr-only">Loading the emotion arc…</span>
      </div>
    );
  }
  if (arc.isError) {
    return (
      <FormAlert>
        We couldn't draw the emotion arc. {arc.error.message}{" "}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void arc.refetch()}
        >
          Try again
        </button>
      </FormAlert>
    );
  }

  const points = arc.data;
  const beats = beatSpans(
    points.map((p) => p.sceneId),
    board.data,
  );
  const fromText = points.filter((p) => p.source === "text").length;

  return (
    <div className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-[13px] text-ink-soft">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="inline-block h-[3px] w-6 rounded bg-ember" />
          How it felt
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="inline-block w-6 border-t-2 border-dashed border-ink-soft" />
          How intense
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="inline-block size-3 rounded-full bg-ember" />A feeling you
          recorded
        </span>
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden
            className="inline-block size-3 rounded-full border-2 border-ember bg-white"
          />
          Read from your words
        </span>
        <button
          type="button"
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
          className="ml-auto rounded-lg px-2 py-1 font-medium text-ink underline underline-offset-2 hover:bg-cream"
        >
          {asTable ? "Show as a chart" : "Show as a table"}
        </button>
      </div>

      {!asTable && (
        <EmotionArcChart movieId={movieId} points={points} scenes={byId} beats={beats} />
      )}

      <table className={asTable ? "w-full text-left text-sm" : "sr-only"}>
        <caption className={asTable ? "sr-only" : undefined}>
          The emotion arc, scene by scene in the order of your screenplay
        </caption>
        <thead>
          <tr className="border-b border-line text-ink-soft">
            <th scope="col" className="py-2 pr-3 font-medium">
              Scene
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Beat
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              How it felt
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              How intense
            </th>
            <th scope="col" className="py-2 font-medium">
              From
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => {
            const scene = byId.get(p.sceneId);
            return (
              <tr key={p.sceneId} className="border-b border-line/60 last:border-0">
                <th scope="row" className="py-2 pr-3 font-normal">
                  <Link
                    to={scenePath(movieId, p.sceneId)}
                    className="text-ember underline underline-offset-2"
                  >
                    {scene?.label ?? "A scene"}
                  </Link>
                </th>
                <td className="py-2 pr-3">{scene?.beat ?? "—"}</td>
                <td className="py-2 pr-3">{valenceWords(p.valence)}</td>
                <td className="py-2 pr-3">{arousalWords(p.arousal)}</td>
                <td className="py-2">{sourceWords(p.source)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>

      {fromText > 0 && (
        <p className="text-[13px] leading-relaxed text-ink-soft">
          {fromText === points.length
            ? "Every point is"
            : `${fromText} of ${points.length} ${nounFor(fromText, { one: "is", other: "are" })}`}{" "}
          read from your words, which only works for English. Record how you felt on a scene's
          emotions wheel to place it yourself.
        </p>
      )}
    </div>
  );
}
