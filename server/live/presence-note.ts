import { z } from "zod";

// Channel of the notes that carry people's presence (carets, names) between servers.
export const LIVE_PRESENCE_CHANNEL = "lifescript_live_presence";

// PostgreSQL refuses a NOTIFY payload over 8,000 bytes; a note stays well under it. A change too
// large for one note is not sent: the person's next change (or their renewal every 15 s) is.
export const MAX_PRESENCE_NOTE_BYTES = 6_000;

// `a`: a y-protocols awareness update in base64, from server `s` for movie `m`. `ask`: server `s`
// just opened the room and wants the others' people.
export type PresenceNote =
  { m: string; s: string; a: Uint8Array } | { m: string; s: string; ask: true };

const noteSchema = z.union([
  z.object({ m: z.string().min(1), s: z.string().min(1), a: z.string().min(1) }),
  z.object({ m: z.string().min(1), s: z.string().min(1), ask: z.literal(true) }),
]);

// The payload of a note, or null when it would be longer than MAX_PRESENCE_NOTE_BYTES.
export function encodePresenceNote(note: PresenceNote): string | null {
  const payload = JSON.stringify(
    "a" in note
      ? { m: note.m, s: note.s, a: Buffer.from(note.a).toString("base64") }
      : { m: note.m, s: note.s, ask: true },
  );
  return Buffer.byteLength(payload) > MAX_PRESENCE_NOTE_BYTES ? null : payload;
}

// Another server's note, or null for anything that is not one.
export function decodePresenceNote(payload: string): PresenceNote | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = noteSchema.safeParse(json);
  if (!parsed.success) return null;
  const note = parsed.data;
  if ("ask" in note) return note;
  return { m: note.m, s: note.s, a: new Uint8Array(Buffer.from(note.a, "base64")) };
}
