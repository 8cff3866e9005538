import * as awarenessProtocol from "y-protocols/awareness";
import * as Y from "yjs";
import { closeCodes, LIVE_TEXT_NAME, type Notice, type Welcome } from "#contracts/live-protocol.ts";
import { recordSaved } from "./live-stored-document.ts";
import { connectLiveSyncClient, type LiveAuth, type LiveSyncClient } from "./live-sync-client.ts";

// A live screenplay client as a browser tab is: it waits for the welcome, sends a frame per
// edit, carries presence, and keeps its doc across reconnects. Built on the one socket of
// live-sync-client.ts.

export { liveUrl, type LiveAuth } from "./live-sync-client.ts";

export type LiveClient = {
  doc: Y.Doc;
  text: Y.Text;
  awareness: awarenessProtocol.Awareness;
  // The stored clock of each Yjs client id this client sent, from the server's `saved` frames.
  saved: Map<number, number>;
  welcome: () => Welcome | null;
  // Every notice, across reconnects.
  notices: Notice[];
  // Resolves once the server's sync step 2 is applied (the text has arrived).
  synced: () => Promise<void>;
  // Resolves with the close code once the socket closes.
  closed: () => Promise<{ code: number; reason: string }>;
  isOpen: () => boolean;
  // Sends raw bytes as they are (for tests of bad frames).
  sendRaw: (data: Uint8Array) => void;
  // Resolves once everything this doc has made is stored (by its own client id).
  waitSaved: (timeoutMs?: number) => Promise<void>;
  close: (code?: number) => Promise<void>;
  reconnect: () => Promise<void>;
};

// Opens the socket and resolves once the welcome arrived; rejects with the HTTP status of a
// refused handshake (`error.status`), or the close code of a socket closed before (`error.code`).
export async function connectLive(
  baseUrl: string,
  movieId: string,
  auth: LiveAuth,
  options: { doc?: Y.Doc; offlineSince?: string | null } = {},
): Promise<LiveClient> {
  const doc = options.doc ?? new Y.Doc();
  const awareness = new awarenessProtocol.Awareness(doc);
  const saved = new Map<number, number>();
  const notices: Notice[] = [];
  let socket: LiveSyncClient | null = null;
  let closedPromise = Promise.resolve({ code: 0, reason: "" });

  const open = async () => {
    const next = connectLiveSyncClient(doc, {
      ...auth,
      baseUrl,
      movieId,
      flushMs: null,
      offlineSince: options.offlineSince ?? null,
      awareness,
      onSaved: (clocks) => recordSaved(saved, clocks),
      onNotice: (notice) => notices.push(notice),
    });
    socket = next;
    closedPromise = new Promise((resolve) =>
      next.onClose((code, reason) => resolve({ code, reason })),
    );
    await next.welcomed;
  };
  await open();

  const client: LiveClient = {
    doc,
    text: doc.getText(LIVE_TEXT_NAME),
    awareness,
    saved,
    notices,
    welcome: () => socket?.welcome() ?? null,
    synced: () => socket?.received ?? Promise.resolve(),
    closed: () => closedPromise,
    isOpen: () => socket?.isOpen() ?? false,
    sendRaw: (data) => socket?.sendRaw(data),
    async waitSaved(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while ((saved.get(doc.clientID) ?? 0) < Y.getState(doc.store, doc.clientID)) {
        if (Date.now() > deadline) throw new Error("edits not saved in time");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close(code = closeCodes.normal) {
      await socket?.close(code);
    },
    async reconnect() {
      await client.close();
      await open();
    },
  };
  return client;
}
