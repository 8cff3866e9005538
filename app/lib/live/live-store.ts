import * as Y from "yjs";
import type { KeptLiveDocument } from "#app/lib/offline/live-documents";

// The live screenplay's Y.Doc kept on this device, half a second after each change, so what is
// typed offline survives a reload or a closed tab and reaches the server at the next connection.
// The state goes to the offline store's IndexedDB (app/lib/offline/live-documents.ts), which the
// sign-out wipes.

export type LiveStorage = {
  read(movieId: string): Promise<KeptLiveDocument | null>;
  write(movieId: string, kept: KeptLiveDocument): Promise<void>;
};

export const KEEP_DELAY_MS = 500;

export const deviceStorage: LiveStorage = {
  async read(movieId) {
    const { readLiveDocument } = await import("#app/lib/offline/live-documents");
    return readLiveDocument(movieId);
  },
  async write(movieId, kept) {
    const { keepLiveDocument } = await import("#app/lib/offline/live-documents");
    await keepLiveDocument(movieId, kept);
  },
};

/** A Y.Doc with the state this device kept of the movie's screenplay, if any. */
export async function restoreLiveDocument(
  movieId: string,
  storage: LiveStorage = deviceStorage,
): Promise<{ doc: Y.Doc; kept: KeptLiveDocument | null }> {
  const doc = new Y.Doc();
  const kept = await storage.read(movieId).catch(() => null);
  // The stored update came from this device; applying it is how a reloaded tab starts where it
  // left off. Its edits keep their old client ids, which the provider follows (ownClients).
  if (kept) Y.applyUpdate(doc, kept.state, "device");
  return { doc, kept };
}

export type Keeper = { flush(): Promise<void>; stop(): Promise<void> };

/** Writes the document's state to `storage` KEEP_DELAY_MS after the last change. */
export function keepOnDevice(
  movieId: string,
  doc: Y.Doc,
  describe: () => Omit<KeptLiveDocument, "state">,
  storage: LiveStorage = deviceStorage,
): Keeper {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  const write = () => {
    timer = null;
    const kept = { state: Y.encodeStateAsUpdate(doc), ...describe() };
    // Writes go one after another, so an older state never lands after a newer one.
    writing = writing.then(() => storage.write(movieId, kept)).catch(() => undefined);
    return writing;
  };
  const onUpdate = (_update: Uint8Array, origin: unknown) => {
    if (origin === "device") return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(write, KEEP_DELAY_MS);
  };
  doc.on("update", onUpdate);
  return {
    flush: () => (timer ? (clearTimeout(timer), write()) : writing),
    async stop() {
      doc.off("update", onUpdate);
      if (timer) {
        clearTimeout(timer);
        await write();
      }
      await writing;
    },
  };
}
