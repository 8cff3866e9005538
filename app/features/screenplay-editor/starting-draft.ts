import type { Screenplay } from "./screenplay-api";
import { sameDraft, type Draft, type LocalCopy } from "./use-autosave";

export type StartingDraft = {
  draft: Draft;
  /** This device's unsaved edits were made on the stored version: they go to the server. */
  adopted: boolean;
  /** Edits kept on this device on top of an older version: offered, never applied unasked. */
  offer: LocalCopy | null;
  /** The device's copy says nothing new and can go. */
  discardLocal: boolean;
};

// What the editor opens with: the stored document, unless this device kept edits that never
// reached the server.
export function startingDraft(loaded: Screenplay, local: LocalCopy | null): StartingDraft {
  const server: Draft = { fountain: loaded.fountain, titlePage: loaded.titlePage };
  if (!local || sameDraft(local, server)) {
    return { draft: server, adopted: false, offer: null, discardLocal: local !== null };
  }
  if (local.baseVersion === loaded.version) {
    return {
      draft: { fountain: local.fountain, titlePage: local.titlePage },
      adopted: true,
      offer: null,
      discardLocal: false,
    };
  }
  return { draft: server, adopted: false, offer: local, discardLocal: false };
}
