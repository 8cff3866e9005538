import * as Y from "yjs";
import { closeCodes, LIVE_TEXT_NAME } from "#contracts/live-protocol.ts";

export type LiveUpdateVerdict =
  | { ok: true; insertedChars: number }
  | { ok: false; code: typeof closeCodes.malformed | typeof closeCodes.tooLarge; reason: string };

// Whether an update a person sent may join a live screenplay, judged before it touches the
// document: it must decode, hold only plain text in the one Y.Text, start where the document's
// clocks are (an update with a hole would wait forever and block everything after it), point
// only at text that exists, and keep the screenplay within `maxChars`.
export function checkLiveUpdate(
  doc: Y.Doc,
  update: Uint8Array,
  maxChars: number,
): LiveUpdateVerdict {
  let structs: (Y.Item | Y.GC | Y.Skip)[];
  let from: Map<number, number>;
  let to: Map<number, number>;
  try {
    structs = Y.decodeUpdate(update).structs;
    ({ from, to } = Y.parseUpdateMeta(update));
  } catch {
    return malformed("the update does not decode");
  }
  const known = Y.decodeStateVector(Y.encodeStateVector(doc));
  for (const [client, clock] of from) {
    if (clock > (known.get(client) ?? 0)) return malformed("the update skips edits it builds on");
  }
  const exists = (id: Y.ID | null): boolean => {
    if (id === null) return true;
    if (id.clock < (known.get(id.client) ?? 0)) return true;
    const start = from.get(id.client);
    const end = to.get(id.client);
    return start !== undefined && end !== undefined && id.clock >= start && id.clock < end;
  };
  let insertedChars = 0;
  for (const struct of structs) {
    if (struct instanceof Y.Skip) return malformed("the update skips edits it builds on");
    if (struct instanceof Y.GC) continue;
    if (struct.parentSub !== null) return malformed("the update writes outside the screenplay");
    if (typeof struct.parent === "string") {
      if (struct.parent !== LIVE_TEXT_NAME) {
        return malformed("the update writes outside the screenplay");
      }
    } else if (struct.parent !== null) {
      return malformed("the update writes outside the screenplay");
    }
    if (!exists(struct.origin) || !exists(struct.rightOrigin)) {
      return malformed("the update builds on text that does not exist");
    }
    const content = struct.content;
    if (content instanceof Y.ContentString) {
      const seen = known.get(struct.id.client) ?? 0;
      const fresh = struct.id.clock + struct.length - Math.max(seen, struct.id.clock);
      if (fresh > 0) insertedChars += fresh;
    } else if (!(content instanceof Y.ContentDeleted)) {
      return malformed("the update holds something other than plain text");
    }
  }
  if (insertedChars > 0 && doc.getText(LIVE_TEXT_NAME).length + insertedChars > maxChars) {
    return {
      ok: false,
      code: closeCodes.tooLarge,
      reason: `the screenplay would pass ${maxChars.toLocaleString("en")} characters`,
    };
  }
  return { ok: true, insertedChars };
}

function malformed(reason: string): LiveUpdateVerdict {
  return { ok: false, code: closeCodes.malformed, reason };
}
