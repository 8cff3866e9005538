import { Awareness } from "y-protocols/awareness";
import * as Y from "yjs";
import { LIVE_TEXT_NAME } from "#contracts/live-protocol.ts";
import { LiveProvider, type LiveSocketConstructor, type NetworkEvents } from "./live-provider";
import { keepOnDevice, restoreLiveDocument, type LiveStorage } from "./live-store";

// One open live document: the Y.Doc restored from this device, its connection, its keeping on
// the device and its undo. Loaded only when a live screenplay opens (use-live-document.ts), so
// Yjs stays out of the editor's first load.

export type LiveSession = {
  doc: Y.Doc;
  text: Y.Text;
  awareness: Awareness;
  undoManager: Y.UndoManager;
  provider: LiveProvider;
  close(): void;
};

export async function openLiveSession(options: {
  movieId: string;
  url: string;
  WebSocket: LiveSocketConstructor;
  storage: LiveStorage;
  network: NetworkEvents | null;
}): Promise<LiveSession> {
  const { movieId, storage } = options;
  const { doc, kept } = await restoreLiveDocument(movieId, storage);
  const text = doc.getText(LIVE_TEXT_NAME);
  const awareness = new Awareness(doc);
  const provider = new LiveProvider({
    url: options.url,
    doc,
    awareness,
    WebSocket: options.WebSocket,
    ownClients: kept?.ownClients,
    offlineSince: kept?.offlineSince ?? null,
    network: options.network,
  });
  const keeper = keepOnDevice(
    movieId,
    doc,
    () => ({
      ownClients: provider.authoredClients(),
      offlineSince: provider.getState().offlineSince,
    }),
    storage,
  );
  // Leaving the page within the half second still keeps the last words.
  const onHide = () => void keeper.flush();
  globalThis.addEventListener?.("pagehide", onHide);
  const undoManager = new Y.UndoManager(text);
  return {
    doc,
    text,
    awareness,
    undoManager,
    provider,
    close() {
      globalThis.removeEventListener?.("pagehide", onHide);
      provider.destroy();
      const stopped = keeper.stop();
      undoManager.destroy();
      awareness.destroy();
      void stopped.finally(() => doc.destroy());
    },
  };
}
