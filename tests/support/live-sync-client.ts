// A live screenplay client for Node tests and benchmarks: a Y.Doc kept in sync with the server
// over `ws`, speaking contracts/live-protocol.ts as the browser's provider does. It sends its
// updates batched (one frame per `flushMs`, as typing is), holds them until it has answered the
// server's sync step 1 (so the server never sees an edit before the offline ones it builds on),
// and records the `saved` clocks the server reports.
import * as encoding from "lib0/encoding";
import * as syncProtocol from "y-protocols/sync";
import WebSocket from "ws";
import * as Y from "yjs";
import {
  decodeFrame,
  encodeJsonFrame,
  encodeYFrame,
  LIVE_PROTOCOL_VERSION,
  welcomeSchema,
  type Notice,
  type SavedClock,
  type Welcome,
} from "#contracts/live-protocol.ts";
import { recordSaved } from "./live-stored-document.ts";

export type LiveSyncClientOptions = {
  // The server's origin, e.g. http://127.0.0.1:3000; the socket goes to its /api/movies/{id}/live.
  baseUrl: string;
  movieId: string;
  token: string;
  // The Origin header: the server's own unless given (an in-process test app has another).
  origin?: string;
  flushMs?: number;
  // When the edits the client holds began, if it was offline (the hello's offlineSince).
  offlineSince?: string | null;
  onSaved?: (clocks: SavedClock[]) => void;
};

export type LiveSyncClient = {
  doc: Y.Doc;
  // The transaction origin of what the server sent, to tell remote edits from local ones.
  remoteOrigin: symbol;
  // Settles once the client has answered the server's sync step 1; rejects if the socket closes
  // first.
  synced: Promise<void>;
  isSynced: () => boolean;
  welcome: () => Welcome | null;
  notices: Notice[];
  // Set once the socket has closed: the code and reason the client was given.
  closed: () => { code: number; reason: string } | null;
  onClose: (listener: (code: number, reason: string) => void) => void;
  // Sends what is batched now rather than at the next tick.
  flush: () => void;
  close: () => Promise<void>;
  // Closes the TCP connection without a close frame, as a dropped network does.
  drop: () => void;
};

export function liveSocketUrl(baseUrl: string, movieId: string): string {
  return `${baseUrl.replace(/^http/, "ws")}/api/movies/${movieId}/live`;
}

export function connectLiveSyncClient(doc: Y.Doc, options: LiveSyncClientOptions): LiveSyncClient {
  const socket = new WebSocket(liveSocketUrl(options.baseUrl, options.movieId), {
    headers: {
      authorization: `Bearer ${options.token}`,
      origin: options.origin ?? options.baseUrl,
    },
    perMessageDeflate: false,
  });
  socket.binaryType = "nodebuffer";
  let welcome: Welcome | null = null;
  let answered = false;
  let closed: { code: number; reason: string } | null = null;
  const closeListeners: ((code: number, reason: string) => void)[] = [];
  const notices: Notice[] = [];
  let pending: Uint8Array[] = [];
  let timer: NodeJS.Timeout | null = null;
  const origin = Symbol("server");

  const send = (frame: Uint8Array) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(frame);
  };
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!answered || pending.length === 0) return;
    const update = pending.length === 1 ? pending[0]! : Y.mergeUpdates(pending);
    pending = [];
    const encoder = encoding.createEncoder();
    syncProtocol.writeUpdate(encoder, update);
    send(encodeYFrame("sync", encoding.toUint8Array(encoder)));
  };
  const onUpdate = (update: Uint8Array, from: unknown) => {
    if (from === origin || closed) return;
    // Before the answer to step 1, the answer itself will carry this edit.
    if (!answered) return;
    pending.push(update);
    timer ??= setTimeout(flush, options.flushMs ?? 20);
  };
  doc.on("update", onUpdate);

  let resolveSynced: () => void = () => {};
  let rejectSynced: (error: Error) => void = () => {};
  const synced = new Promise<void>((resolve, reject) => {
    resolveSynced = resolve;
    rejectSynced = reject;
  });
  synced.catch(() => {}); // a caller that never waits for it is told by `closed`

  socket.on("open", () => {
    send(
      encodeJsonFrame("hello", {
        protocol: LIVE_PROTOCOL_VERSION,
        offlineSince: options.offlineSince ?? null,
      }),
    );
    const encoder = encoding.createEncoder();
    syncProtocol.writeSyncStep1(encoder, doc);
    send(encodeYFrame("sync", encoding.toUint8Array(encoder)));
  });
  socket.on("message", (data: Buffer) => {
    const frame = decodeFrame(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    switch (frame.kind) {
      case "sync": {
        const encoder = encoding.createEncoder();
        const type = syncProtocol.readSyncMessage(frame.decoder, encoder, doc, origin);
        if (encoding.length(encoder) > 0)
          send(encodeYFrame("sync", encoding.toUint8Array(encoder)));
        if (type === syncProtocol.messageYjsSyncStep1 && !answered) {
          // The answer just sent holds every edit so far; later ones go as updates.
          answered = true;
          pending = [];
          resolveSynced();
        }
        break;
      }
      case "awareness":
        // Presence is not what these clients test.
        break;
      case "hello":
        welcome = welcomeSchema.parse(frame.json);
        break;
      case "saved":
        options.onSaved?.(frame.clocks);
        break;
      case "notice":
        notices.push(frame.json as Notice);
        break;
    }
  });
  socket.on("error", () => {
    // A refused or dropped socket closes next; `closed` says how.
  });
  socket.on("close", (code: number, reason: Buffer) => {
    // A refused handshake already said its HTTP status.
    const how = (closed ??= { code, reason: reason.toString() });
    doc.off("update", onUpdate);
    if (timer) clearTimeout(timer);
    rejectSynced(new Error(`the live socket closed before it synced: ${how.code} ${how.reason}`));
    for (const listener of closeListeners) listener(how.code, how.reason);
  });
  socket.on("unexpected-response", (_request, response) => {
    let body = "";
    response.on("data", (chunk: Buffer) => (body += chunk.toString()));
    response.on("end", () => {
      closed = { code: response.statusCode ?? 0, reason: `HTTP ${response.statusCode} ${body}` };
      socket.terminate();
    });
  });

  return {
    doc,
    remoteOrigin: origin,
    synced,
    isSynced: () => answered && !closed,
    welcome: () => welcome,
    notices,
    closed: () => closed,
    onClose: (listener) => closeListeners.push(listener),
    flush,
    close: () =>
      new Promise<void>((resolve) => {
        if (closed || socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once("close", () => resolve());
        flush();
        socket.close(1000);
      }),
    drop: () => socket.terminate(),
  };
}

// The saved clocks a set of clients were told, the highest per Yjs client id.
export function savedTracker(): { saved: Map<number, number>; onSaved: (c: SavedClock[]) => void } {
  const saved = new Map<number, number>();
  return { saved, onSaved: (clocks) => recordSaved(saved, clocks) };
}
