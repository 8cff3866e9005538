import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import { MAX_AWARENESS_STATE_BYTES } from "#contracts/live-protocol.ts";

export type PresenceUser = { name: string; color: string; colorLight: string };

// Reads a y-protocols awareness update from a socket and writes it back with the server's own
// `user` in every state: a person cannot show up under another name or colour. Entries for a
// Yjs client id another socket owns, and states over the size limit, are dropped. Returns null
// when nothing is left (or the bytes do not decode as an awareness update: the caller closes).
export function stampAwareness(
  update: Uint8Array,
  user: PresenceUser,
  mayUse: (clientId: number) => boolean,
): { update: Uint8Array; clientIds: number[] } | null {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  const kept: { clientId: number; clock: number; state: string }[] = [];
  for (let i = 0; i < count; i++) {
    const clientId = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const raw = decoding.readVarString(decoder);
    if (!mayUse(clientId) || raw.length > MAX_AWARENESS_STATE_BYTES) continue;
    const state: unknown = JSON.parse(raw);
    if (state === null) {
      kept.push({ clientId, clock, state: "null" });
    } else if (typeof state === "object" && !Array.isArray(state)) {
      kept.push({ clientId, clock, state: JSON.stringify({ ...state, user }) });
    }
  }
  if (kept.length === 0) return null;
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, kept.length);
  for (const entry of kept) {
    encoding.writeVarUint(encoder, entry.clientId);
    encoding.writeVarUint(encoder, entry.clock);
    encoding.writeVarString(encoder, entry.state);
  }
  return { update: encoding.toUint8Array(encoder), clientIds: kept.map((e) => e.clientId) };
}
