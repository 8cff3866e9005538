import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import { z } from "./zod.ts";

// The live screenplay's WebSocket protocol (GET /api/movies/{id}/live). Binary frames: a varUint
// kind, then the body. Kinds 0 and 1 carry y-protocols' own sync and awareness messages; kinds 2
// to 4 are ours and are encoded here, so the server and the browser read them the same way.
//
// Order on open: client hello → server welcome, sync step 1, sync step 2 and the room's
// awareness → client sync step 2 (what it made offline) → updates both ways, and `saved` after
// each database commit that held this socket's updates.

export const LIVE_PROTOCOL_VERSION = 1;

export const frameKinds = { sync: 0, awareness: 1, hello: 2, saved: 3, notice: 4 } as const;
export type FrameKind = (typeof frameKinds)[keyof typeof frameKinds];

export const closeCodes = {
  normal: 1000,
  goingAway: 1001,
  // The server restarts: reconnect now.
  restart: 1012,
  // Busy: reconnect later.
  tryLater: 1013,
  malformed: 4400,
  sessionEnded: 4401,
  // The role does not allow that message, or the person's access changed.
  forbidden: 4403,
  // No hello within 10 s, or no pong within 30 s.
  timeout: 4408,
  tooLarge: 4413,
  tooManyFrames: 4429,
} as const;

export const MAX_FRAME_BYTES = 4 * 1024 * 1024;
export const MAX_AWARENESS_STATE_BYTES = 2048;
export const FRAMES_PER_SECOND = 100;
export const FRAME_RATE_WINDOW_SECONDS = 5;
export const MAX_SOCKETS_PER_PERSON_PER_MOVIE = 5;
// The live screenplay's size limit, in characters.
export const MAX_LIVE_CHARS = 1_000_000;
export const HELLO_TIMEOUT_MS = 10_000;
export const PING_INTERVAL_MS = 30_000;
// The Y.Text the screenplay lives in; the only root a document may have.
export const LIVE_TEXT_NAME = "fountain";

export const helloSchema = z.object({
  protocol: z.literal(LIVE_PROTOCOL_VERSION),
  // When the client's unsent edits began, if it was offline; the server names the merge version.
  offlineSince: z.string().nullable(),
});
export type Hello = z.infer<typeof helloSchema>;

export const welcomeSchema = z.object({
  role: z.enum(["owner", "editor", "commenter", "viewer"]),
  name: z.string(),
  color: z.string(),
  maxChars: z.number().int(),
  serverId: z.string(),
});
export type Welcome = z.infer<typeof welcomeSchema>;

export const noticeSchema = z.object({ code: z.string(), message: z.string() });
export type Notice = z.infer<typeof noticeSchema>;

// A persisted clock per Yjs client id: every edit of that client below `clock` is stored.
export type SavedClock = { clientId: number; clock: number };

export type OurFrame =
  | { kind: "hello"; body: Hello }
  | { kind: "welcome"; body: Welcome }
  | { kind: "saved"; clocks: SavedClock[] }
  | { kind: "notice"; body: Notice };

export function encodeJsonFrame(kind: "hello" | "welcome" | "notice", body: unknown): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, kind === "notice" ? frameKinds.notice : frameKinds.hello);
  encoding.writeVarString(encoder, JSON.stringify(body));
  return encoding.toUint8Array(encoder);
}

export function encodeSavedFrame(clocks: SavedClock[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, frameKinds.saved);
  encoding.writeVarUint(encoder, clocks.length);
  for (const { clientId, clock } of clocks) {
    encoding.writeVarUint(encoder, clientId);
    encoding.writeVarUint(encoder, clock);
  }
  return encoding.toUint8Array(encoder);
}

// A sync or awareness frame: the kind, then y-protocols' message as its encoder wrote it.
export function encodeYFrame(kind: "sync" | "awareness", message: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, frameKinds[kind]);
  encoding.writeUint8Array(encoder, message);
  return encoding.toUint8Array(encoder);
}

export type DecodedFrame =
  | { kind: "sync" | "awareness"; decoder: decoding.Decoder }
  | { kind: "hello" | "notice"; json: unknown }
  | { kind: "saved"; clocks: SavedClock[] };

// Reads a frame's kind and our bodies; throws on bytes that do not decode (the caller closes
// the socket with `malformed`). `hello` on the client means the server's welcome.
export function decodeFrame(data: Uint8Array): DecodedFrame {
  const decoder = decoding.createDecoder(data);
  const kind = decoding.readVarUint(decoder);
  switch (kind) {
    case frameKinds.sync:
      return { kind: "sync", decoder };
    case frameKinds.awareness:
      return { kind: "awareness", decoder };
    case frameKinds.hello:
      return { kind: "hello", json: JSON.parse(decoding.readVarString(decoder)) };
    case frameKinds.notice:
      return { kind: "notice", json: JSON.parse(decoding.readVarString(decoder)) };
    case frameKinds.saved: {
      const n = decoding.readVarUint(decoder);
      if (n > 10_000) throw new Error("too many clocks");
      const clocks: SavedClock[] = [];
      for (let i = 0; i < n; i++) {
        clocks.push({
          clientId: decoding.readVarUint(decoder),
          clock: decoding.readVarUint(decoder),
        });
      }
      return { kind: "saved", clocks };
    }
    default:
      throw new Error(`unknown frame kind ${kind}`);
  }
}
