import { placeAnchors, type Placement, type TextAnchor } from "#screenplay/anchoring/index.ts";
import { runInThread } from "#server/threads/thread-pool.ts";

// Placing an anchor searches the whole text, a few times over for one that moved or changed:
// about 1.5 ms per comment on a 120-page script. Past this much work (comments times characters)
// the placing goes to a worker thread, so a movie with hundreds of comments never holds the event
// loop (docs/ARCHITECTURE.md, Budgets); a few comments on a short script stay on the request.
const THREAD_MIN_WORK = 4_000_000;

export function placeAnchorsOffLoop(
  text: string,
  anchors: TextAnchor[],
  owner: string,
): Promise<Placement[]> {
  if (anchors.length * text.length < THREAD_MIN_WORK) {
    return Promise.resolve(placeAnchors(text, anchors));
  }
  return runInThread("comments.place", { text, anchors }, { owner });
}
