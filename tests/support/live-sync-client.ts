import * as encoding from "lib0/encoding";
import WebSocket from "ws";
import * as awarenessProtocol from "y-protocols/awareness";
import * as syncProtocol from "y-protocols/sync";
import * as Y from "yjs";
import {
  closeCodes,
  decodeFrame,
  encodeJsonFrame,
  encodeYFrame,
  LIVE_PROTOCOL_VERSION,
  noticeSchema,
  welcomeSchema,
  type Notice,
  type SavedClock,
  type Welcome,
} from "#contracts/live-protocol.ts";
import { recordSaved } from "./live-stored-document.ts";

// The one Node socket of the live screenplay protocol (contracts/live-protocol.ts), for tests and
// the bench: a Y.Doc kept in step with a movie's live document over `ws`, speaking as the
// browser's provider does, and the clocks the server says it has stored. By default it batches
// its edits (one frame per `flushMs`, as typing is) and holds them until it has answered the
// server's sync step 1, so the server never sees an edit before the offline ones it builds on;
// with `flushMs: null` each edit goes in its own frame at once. live-client.ts builds the
// reconnecting client of the permission tests on it.

export type LiveAuth = {
  // A bearer token (the set-auth-token header of a sign-in) or a session cookie.
  token?: string;
  cookie?: string;
  // The Origin header; the app's own origin unless given, none when null.
  origin?: string | null;
};

export type LiveSyncClientOptions = LiveAuth & {
  // The server's origin, e.g. http://127.0.0.1:3000; the socket goes to its /api/movies/{id}/live.
  baseUrl: string;
  movieId: string;
  // Milliseconds an edit waits to be sent with the ones after it (20 unless given); null sends
  // each edit at once, in its own frame.
  flushMs?: number | null;
  // When the edits the client holds began, if it was offline (the hello's offlineSince).
  offlineSince?: string | null;
  // Presence to carry both ways; without it the room's carets are ignored.
  awareness?: awarenessProtocol.Awareness;
  onSaved?: (clocks: SavedClock[]) => void;
  onNotice?: (notice: Notice) => void;
};

export type LiveSyncClient = {
  doc: Y.Doc;
  // The transaction origin of what the server sent, to tell remote edits from local ones.
  remoteOrigin: symbol;
  // Settles with the welcome; rejects if the socket closes first, with the HTTP `status` of a
  // refused handshake or the close `code`.
  welcomed: Promise<Welcome>;
  // Settles once the client has answered the server's sync step 1; rejects if the socket closes
  // first.
  synced: Promise<void>;
  // Settles once the server's sync step 2 is applied (the text has arrived).
  received: Promise<void>;
  isSynced: () => boolean;
  isOpen: () => boolean;
  welcome: () => Welcome | null;
  notices: Notice[];
  // Set once the socket has closed: the code and reason the client was given.
  closed: () => { code: number; reason: string } | null;
  onClose: (listener: (code: number, reason: string) => void) => void;
  // Sends what is batched now rather than at the next tick.
  flush: () => void;
  // Sends raw bytes as they are (for tests of bad frames).
  sendRaw: (data: Uint8Array) => void;
  close: (code?: number) => Promise<void>;
  // Closes the TCP connection without a close frame, as a dropped network does.
  drop: () => void;
};

export function liveUrl(baseUrl: string, movieId: string): string {
  return `${baseUrl.replace(/^http/, "ws")}/api/movies/${movieId}/live`;
}
export const liveSocketUrl = liveUrl;

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  promise.catch(() => {}); // a caller that never waits for it is told by `closed`
  return { promise, resolve, reject };
}

export function connectLiveSyncClient(doc: Y.Doc, options: LiveSyncClientOptions): LiveSyncClient {
  const headers: Record<string, string> = {};
  const originHeader =
    options.origin === undefined ? new URL(options.baseUrl).origin : options.origin;
  if (originHeader !== null) headers.origin = originHeader;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const socket = new WebSocket(liveUrl(options.baseUrl, options.movieId), {
    headers,
    perMessageDeflate: false,
  });
  socket.binaryType = "nodebuffer";
  const flushMs = options.flushMs === undefined ? 20 : options.flushMs;
  const awareness = options.awareness;
  let welcome: Welcome | null = null;
  let answered = false;
  let refused: number | null = null;
  let closed: { code: number; reason: string } | null = null;
  const closeListeners: ((code: number, reason: string) => void)[] = [];
  const notices: Notice[] = [];
  let pending: Uint8Array[] = [];
  let timer: NodeJS.Timeout | null = null;
  const origin = Symbol("server");
  const welcomed = deferred<Welcome>();
  const synced = deferred<void>();
  const received = deferred<void>();

  const send = (frame: Uint8Array) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(frame);
  };
  const sendUpdate = (update: Uint8Array) => {
    const encoder = encoding.createEncoder();
    syncProtocol.writeUpdate(encoder, update);
    send(encodeYFrame("sync", encoding.toUint8Array(encoder)));
  };
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!answered || pending.length === 0) return;
    const update = pending.length === 1 ? pending[0]! : Y.mergeUpdates(pending);
    pending = [];
    sendUpdate(update);
  };
  const onUpdate = (update: Uint8Array, from: unknown) => {
    if (from === origin || closed) return;
    if (flushMs === null) return sendUpdate(update);
    // Before the answer to step 1, the answer itself will carry this edit.
    if (!answered) return;
    pending.push(update);
    timer ??= setTimeout(flush, flushMs);
  };
  const onAwareness = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    from: unknown,
  ) => {
    if (from === origin || !awareness) return;
    const changed = [...added, ...updated, ...removed];
    send(encodeYFrame("awareness", awarenessProtocol.encodeAwarenessUpdate(awareness, changed)));
  };
  doc.on("update", onUpdate);
  awareness?.on("update", onAwareness);

  socket.on("open", () => {
    send(
      encodeJsonFrame("hello", {
        protocol: LIVE_PROTOCOL_VERSION,
        offlineSince: options.offlineSince ?? null,
      }),
    );
    // Our state vector: the server answers with what this doc lacks.
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
          synced.resolve();
        }
        if (type === syncProtocol.messageYjsSyncStep2) received.resolve();
        break;
      }
      case "awareness":
        if (awareness) {
          const update = frame.decoder.arr.subarray(frame.decoder.pos);
          awarenessProtocol.applyAwarenessUpdate(awareness, update, origin);
        }
        break;
      case "hello":
        welcome = welcomeSchema.parse(frame.json);
        welcomed.resolve(welcome);
        break;
      case "saved":
        options.onSaved?.(frame.clocks);
        break;
      case "notice": {
        const notice = noticeSchema.parse(frame.json);
        notices.push(notice);
        options.onNotice?.(notice);
        break;
      }
    }
  });
  socket.on("error", () => {
    // A refused or dropped socket closes next; `closed` says how.
  });
  socket.on("close", (code: number, reason: Buffer) => {
    // A refused handshake already said its HTTP status.
    const how = (closed ??= { code, reason: reason.toString() });
    doc.off("update", onUpdate);
    awareness?.off("update", onAwareness);
    if (timer) clearTimeout(timer);
    const before = (what: string) =>
      new Error(`the live socket closed before ${what}: ${how.code} ${how.reason}`);
    welcomed.reject(
      refused === null
        ? Object.assign(before("the welcome"), { code: how.code })
        : Object.assign(new Error(`handshake refused: ${refused}`), { status: refused }),
    );
    synced.reject(before("it synced"));
    received.reject(before("the text arrived"));
    for (const listener of closeListeners) listener(how.code, how.reason);
  });
  socket.on("unexpected-response", (_request, response) => {
    refused = response.statusCode ?? 0;
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
    welcomed: welcomed.promise,
    synced: synced.promise,
    received: received.promise,
    isSynced: () => answered && !closed,
    isOpen: () => socket.readyState === WebSocket.OPEN,
    welcome: () => welcome,
    notices,
    closed: () => closed,
    onClose: (listener) => closeListeners.push(listener),
    flush,
    sendRaw: (data) => socket.send(data),
    close: (code = closeCodes.normal) =>
      new Promise<void>((resolve) => {
        if (closed || socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once("close", () => resolve());
        flush();
        socket.close(code);
      }),
    drop: () => socket.terminate(),
  };
}

// The saved clocks a set of clients were told, the highest per Yjs client id.
export function savedTracker(): { saved: Map<number, number>; onSaved: (c: SavedClock[]) => void } {
  const saved = new Map<number, number>();
  return { saved, onSaved: (clocks) => recordSaved(saved, clocks) };
}
