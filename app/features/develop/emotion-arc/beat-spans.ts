import type { BeatBoard } from "#contracts/screenplay.ts";

export type BeatSpan = { title: string; first: number; last: number };

/** The beats under the arc: for each run of neighbouring points whose scenes sit on the same
 * beat, that beat's title and the run's first and last index. Scenes on no beat have none. */
export function beatSpans(sceneIds: readonly string[], board: BeatBoard | undefined): BeatSpan[] {
  if (!board) return [];
  const beatOf = new Map<string, string>();
  for (const beat of board.beats) for (const id of beat.sceneIds) beatOf.set(id, beat.title);
  const spans: BeatSpan[] = [];
  sceneIds.forEach((id, i) => {
    const title = beatOf.get(id);
    const last = spans[spans.length - 1];
    if (title === undefined) return;
    if (last && last.title === title && last.last === i - 1) last.last = i;
    else spans.push({ title, first: i, last: i });
  });
  return spans;
}
