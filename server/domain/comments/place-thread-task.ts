import { placeAnchors, type Placement, type TextAnchor } from "#screenplay/anchoring/index.ts";

// The worker thread's side of place-in-thread.ts (server/threads/thread-tasks.ts runs it).
export function placeAnchorsInThread(input: { text: string; anchors: TextAnchor[] }): Placement[] {
  return placeAnchors(input.text, input.anchors);
}
