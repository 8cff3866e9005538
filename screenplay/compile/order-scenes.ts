// The order of the scenes (README "Story compiler", "Order"): the beat board's, else the
// scenes' dates, else their numbers (the order given).
import type { StoryDate, StoryInput, StoryScene } from "./story-types.ts";
import { whenOf } from "./scene-facts.ts";
import { dateKey } from "./time-on-screen.ts";

/** Scenes placed on the beat board first, in its order; the others after them, the dated ones
 * sorted by date into the places dated scenes hold, the undated ones where they are. */
export function orderScenes(
  scenes: StoryScene[],
  beatsOrder: string[] | undefined,
  dateOf: (scene: StoryScene) => StoryDate | undefined = (s) => s.date,
): StoryScene[] {
  const byId = new Map(scenes.map((s) => [s.id, s]));
  const out: StoryScene[] = [];
  const used = new Set<string>();
  for (const id of beatsOrder ?? []) {
    const s = byId.get(id);
    if (s && !used.has(id)) {
      out.push(s);
      used.add(id);
    }
  }
  // An undated scene keeps its place among the others; the dated ones are sorted (stably, so
  // equal dates keep their given order) into the places the dated ones held.
  const rest = scenes.filter((s) => !used.has(s.id));
  const dated = rest
    .map((s, i) => ({ s, i, d: dateOf(s) }))
    .filter((x): x is { s: StoryScene; i: number; d: StoryDate } => x.d !== undefined)
    .sort((a, b) => dateKey(a.d) - dateKey(b.d) || a.i - b.i);
  let next = 0;
  for (const s of rest) out.push(dateOf(s) ? (dated[next++] as { s: StoryScene }).s : s);
  return out;
}

/** The scenes in the order the compiled screenplay tells them (compile-story.ts): the beat board's,
 * then by when each moment happened (its date, else a photo's), else as numbered. */
export function storyOrder(input: Pick<StoryInput, "scenes" | "notes">): StoryScene[] {
  return orderScenes(input.scenes, input.notes?.beatsOrder, (s) => whenOf(s).date);
}
