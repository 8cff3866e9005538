import { useEffect, useState } from "react";
import { Awareness } from "y-protocols/awareness";
import * as Y from "yjs";
import { LIVE_TEXT_NAME } from "#contracts/live-protocol.ts";
import {
  LiveProvider,
  type LiveSocketConstructor,
  type LiveState,
  type NetworkEvents,
} from "./live-provider";
import { deviceStorage, keepOnDevice, restoreLiveDocument, type LiveStorage } from "./live-store";

export type { LivePerson, LiveState, LiveStatus } from "./live-provider";

export type LiveDocument = {
  doc: Y.Doc;
  text: Y.Text;
  awareness: Awareness;
  undoManager: Y.UndoManager;
  state: LiveState;
};

/** The live route of a movie, on this page's origin (the session cookie goes with it). */
export function liveUrl(movieId: string): string {
  return `${location.origin.replace(/^http/, "ws")}/api/movies/${movieId}/live`;
}

export type LiveConnectors = {
  WebSocket?: LiveSocketConstructor;
  storage?: LiveStorage;
  network?: NetworkEvents | null;
  url?: string;
};

type Session = Omit<LiveDocument, "state"> & { provider: LiveProvider };

// A movie's live screenplay in this tab: the Y.Doc (restored from this device first, so what was
// typed offline is there before the server answers), its connection, and where it stands:
// connecting, live, offline or lost; saved or not; the role; the people present. Null until the
// device's copy is read, and while `enabled` is false.
export function useLiveDocument(
  movieId: string,
  enabled: boolean,
  connectors: LiveConnectors = {},
): LiveDocument | null {
  const [session, setSession] = useState<Session | null>(null);
  const [state, setState] = useState<LiveState | null>(null);
  const { WebSocket: socketClass, storage = deviceStorage, network, url } = connectors;

  useEffect(() => {
    if (!enabled) return;
    let closed = false;
    let teardown = () => undefined as void;
    void restoreLiveDocument(movieId, storage).then(({ doc, kept }) => {
      if (closed) {
        doc.destroy();
        return;
      }
      const text = doc.getText(LIVE_TEXT_NAME);
      const awareness = new Awareness(doc);
      const provider = new LiveProvider({
        url: url ?? liveUrl(movieId),
        doc,
        awareness,
        WebSocket: socketClass ?? (globalThis.WebSocket as unknown as LiveSocketConstructor),
        ownClients: kept?.ownClients,
        offlineSince: kept?.offlineSince ?? null,
        network: network === undefined ? window : network,
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
      window.addEventListener("pagehide", onHide);
      const undoManager = new Y.UndoManager(text);
      const unsubscribe = provider.subscribe(() => setState(provider.getState()));
      setSession({ doc, text, awareness, undoManager, provider });
      setState(provider.getState());
      teardown = () => {
        window.removeEventListener("pagehide", onHide);
        unsubscribe();
        provider.destroy();
        const stopped = keeper.stop();
        undoManager.destroy();
        awareness.destroy();
        void stopped.finally(() => doc.destroy());
      };
    });
    return () => {
      closed = true;
      teardown();
      setSession(null);
      setState(null);
    };
  }, [movieId, enabled, socketClass, storage, network, url]);

  if (!session || !state) return null;
  const { provider: _provider, ...rest } = session;
  return { ...rest, state };
}
