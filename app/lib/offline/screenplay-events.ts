import type { Screenplay } from "#contracts/screenplay.ts";

// A screenplay whose text on the server is not the one an open editor holds after a sync: a
// line merge with another device's edit, or the writer chose "Keep theirs". The editor takes it.

type Listener = (screenplay: Screenplay) => void;
const listeners = new Set<Listener>();

export function onScreenplayReplaced(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function replacedScreenplay(screenplay: Screenplay): void {
  for (const listener of listeners) listener(screenplay);
}
