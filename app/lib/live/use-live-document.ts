import { useEffect, useState } from "react";
import type { Awareness } from "y-protocols/awareness";
import type * as Y from "yjs";
import type { LiveSocketConstructor, LiveState, NetworkEvents } from "./live-provider";
import type { LiveSession } from "./live-session";
import type { LiveStorage } from "./live-store";

export type { LivePerson, LiveState, LiveStatus } from "./live-provider";

export type LiveDocument = {
  doc: Y.Doc;
  text: Y.Text;
  awareness: Awareness;
  undoManager: Y.UndoManager;
  state: LiveState;
  /** Resolves once the server holds everything typed here, or after `timeoutMs` regardless. */
  whenSaved: (timeoutMs?: number) => Promise<void>;
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

// A movie's live screenplay in this tab: the Y.Doc (restored from this device first, so what was
// typed offline is there before the server answers), its connection, and where it stands:
// connecting, live, offline or lost; saved or not; the role; the people present. Null until the
// device's copy is read, and while `enabled` is false. Yjs loads only then (live-session.ts).
export function useLiveDocument(
  movieId: string,
  enabled: boolean,
  connectors: LiveConnectors = {},
): LiveDocument | null {
  const [session, setSession] = useState<LiveSession | null>(null);
  const [state, setState] = useState<LiveState | null>(null);
  const { WebSocket: socketClass, storage, network, url } = connectors;

  useEffect(() => {
    if (!enabled) return;
    let closed = false;
    let close = () => undefined as void;
    void (async () => {
      const [{ openLiveSession }, { deviceStorage }] = await Promise.all([
        import("./live-session"),
        import("./live-store"),
      ]);
      const opened = await openLiveSession({
        movieId,
        url: url ?? liveUrl(movieId),
        WebSocket: socketClass ?? (globalThis.WebSocket as unknown as LiveSocketConstructor),
        storage: storage ?? deviceStorage,
        network: network === undefined ? window : network,
      });
      if (closed) {
        opened.close();
        return;
      }
      const unsubscribe = opened.provider.subscribe(() => setState(opened.provider.getState()));
      setSession(opened);
      setState(opened.provider.getState());
      close = () => {
        unsubscribe();
        opened.close();
      };
    })();
    return () => {
      closed = true;
      close();
      setSession(null);
      setState(null);
    };
  }, [movieId, enabled, socketClass, storage, network, url]);

  if (!session || !state) return null;
  return {
    doc: session.doc,
    text: session.text,
    awareness: session.awareness,
    undoManager: session.undoManager,
    state,
    whenSaved: (timeoutMs = 5000) =>
      new Promise<void>((resolve) => {
        const { provider } = session;
        if (provider.getState().saved) {
          resolve();
          return;
        }
        const done = () => {
          clearTimeout(timer);
          unsubscribe();
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        const unsubscribe = provider.subscribe(() => {
          if (provider.getState().saved) done();
        });
      }),
  };
}
