import WebSocket from "ws";
import * as awarenessProtocol from "y-protocols/awareness";
import * as syncProtocol from "y-protocols/sync";
import * as encoding from "lib0/encoding";
import * as Y from "yjs";
import {
  closeCodes,
  decodeFrame,
  encodeJsonFrame,
  encodeYFrame,
  LIVE_PROTOCOL_VERSION,
  LIVE_TEXT_NAME,
  noticeSchema,
  welcomeSchema,
  type Notice,
  type Welcome,
} from "#contracts/live-protocol.ts";

// A small Node client of the live screenplay protocol (contracts/live-protocol.ts), for tests and
// the bench: one Y.Doc kept in step with a movie's live document over `ws`, and the clocks the
// server says it has stored. It keeps its doc across reconnects, as a browser tab does.

export type LiveAuth = {
  // A bearer token (the set-auth-token header of a sign-in) or a session cookie.
  token?: string;
  cookie?: string;
  // The Origin header; the app's own origin unless given, none when null.
  origin?: string | null;
};

export type LiveClient = {
  doc: Y.Doc;
  text: Y.Text;
  awareness: awarenessProtocol.Awareness;
  // The stored clock of each Yjs client id this socket sent, from the server's `saved` frames.
  saved: Map<number, number>;
  welcome: () => Welcome | null;
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

export function liveUrl(baseUrl: string, movieId: string): string {
  return `${baseUrl.replace(/^http/, "ws")}/api/movies/${movieId}/live`;
}

// Opens the socket and resolves once the welcome arrived; rejects with the HTTP status of a
// refused handshake (`error.status`).
export async function connectLive(
  baseUrl: string,
  movieId: string,
  auth: LiveAuth,
  options: { doc?: Y.Doc; offlineSince?: string | null } = {},
): Promise<LiveClient> {
  const doc = options.doc ?? new Y.Doc();
  const text = doc.getText(LIVE_TEXT_NAME);
  const awareness = new awarenessProtocol.Awareness(doc);
  const saved = new Map<number, number>();
  const notices: Notice[] = [];
  let welcome: Welcome | null = null;
  let socket: WebSocket | null = null;
  let syncedResolve: () => void = () => {};
  let syncedPromise = new Promise<void>((resolve) => (syncedResolve = resolve));
  let closedPromise: Promise<{ code: number; reason: string }> = Promise.resolve({
    code: 0,
    reason: "",
  });
  const remote = Symbol("remote");

  const send = (data: Uint8Array) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(data);
  };
  doc.on("update", (update: Uint8Array, origin: unknown) => {
    if (origin === remote) return;
    const encoder = encoding.createEncoder();
    syncProtocol.writeUpdate(encoder, update);
    send(encodeYFrame("sync", encoding.toUint8Array(encoder)));
  });
  awareness.on(
    "update",
    (
      { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
      origin: unknown,
    ) => {
      if (origin === remote) return;
      const changed = [...added, ...updated, ...removed];
      send(encodeYFrame("awareness", awarenessProtocol.encodeAwarenessUpdate(awareness, changed)));
    },
  );

  const open = () =>
    new Promise<void>((resolve, reject) => {
      const headers: Record<string, string> = {};
      const origin = auth.origin === undefined ? new URL(baseUrl).origin : auth.origin;
      if (origin !== null) headers.origin = origin;
      if (auth.token) headers.authorization = `Bearer ${auth.token}`;
      if (auth.cookie) headers.cookie = auth.cookie;
      const ws = new WebSocket(liveUrl(baseUrl, movieId), { headers });
      ws.binaryType = "nodebuffer";
      socket = ws;
      let welcomed = false;
      closedPromise = new Promise((resolveClosed) => {
        ws.on("close", (code, reason) => {
          resolveClosed({ code, reason: reason.toString() });
          if (!welcomed)
            reject(Object.assign(new Error(`closed ${code} before welcome`), { code }));
        });
      });
      ws.on("unexpected-response", (_request, response) => {
        reject(
          Object.assign(new Error(`handshake refused: ${response.statusCode}`), {
            status: response.statusCode,
          }),
        );
        ws.terminate();
      });
      ws.on("error", (error) => {
        if (!welcomed) reject(error);
      });
      ws.on("open", () => {
        ws.send(
          encodeJsonFrame("hello", {
            protocol: LIVE_PROTOCOL_VERSION,
            offlineSince: options.offlineSince ?? null,
          }),
        );
        // Our state vector: the server answers with what this doc lacks.
        const step1 = encoding.createEncoder();
        syncProtocol.writeSyncStep1(step1, doc);
        ws.send(encodeYFrame("sync", encoding.toUint8Array(step1)));
      });
      ws.on("message", (data: Buffer) => {
        const frame = decodeFrame(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
        switch (frame.kind) {
          case "hello":
            welcome = welcomeSchema.parse(frame.json);
            welcomed = true;
            resolve();
            return;
          case "notice":
            notices.push(noticeSchema.parse(frame.json));
            return;
          case "saved":
            for (const { clientId, clock } of frame.clocks) {
              saved.set(clientId, Math.max(saved.get(clientId) ?? 0, clock));
            }
            return;
          case "awareness":
            awarenessProtocol.applyAwarenessUpdate(awareness, decodingRest(frame.decoder), remote);
            return;
          case "sync": {
            const encoder = encoding.createEncoder();
            const type = syncProtocol.readSyncMessage(frame.decoder, encoder, doc, remote);
            if (encoding.length(encoder) > 0)
              send(encodeYFrame("sync", encoding.toUint8Array(encoder)));
            if (type === syncProtocol.messageYjsSyncStep2) syncedResolve();
            return;
          }
        }
      });
    });

  await open();

  const client: LiveClient = {
    doc,
    text,
    awareness,
    saved,
    notices,
    welcome: () => welcome,
    synced: () => syncedPromise,
    closed: () => closedPromise,
    isOpen: () => socket?.readyState === WebSocket.OPEN,
    sendRaw: (data) => socket?.send(data),
    async waitSaved(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while ((saved.get(doc.clientID) ?? 0) < Y.getState(doc.store, doc.clientID)) {
        if (Date.now() > deadline) throw new Error("edits not saved in time");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close(code = closeCodes.normal) {
      if (socket && socket.readyState !== WebSocket.CLOSED) {
        socket.close(code);
        await closedPromise;
      }
    },
    async reconnect() {
      await client.close();
      syncedPromise = new Promise<void>((resolve) => (syncedResolve = resolve));
      await open();
    },
  };
  return client;
}

function decodingRest(decoder: { arr: Uint8Array; pos: number }): Uint8Array {
  return decoder.arr.subarray(decoder.pos);
}
