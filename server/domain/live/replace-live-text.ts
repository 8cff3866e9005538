import { eq, sql } from "drizzle-orm";
import * as Y from "yjs";
import { LIVE_TEXT_NAME } from "#contracts/live-protocol.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { liveDocuments, screenplays } from "#server/db/schema/index.ts";
import { appendLiveUpdate } from "./append-live-update.ts";
import { loadLiveDocument } from "./load-live-document.ts";

export type ReplaceReason = "save" | "compile" | "import" | "restore";

// The smallest edit turning `before` into `after`: the common start and end are kept, so a
// caret or an edit of someone else outside the changed middle stays where it was.
export function textDiff(
  before: string,
  after: string,
): { index: number; remove: number; insert: string } {
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (
    end < shorter - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  ) {
    end++;
  }
  return {
    index: start,
    remove: before.length - start - end,
    insert: after.slice(start, after.length - end),
  };
}

// Replaces a live screenplay's whole text (a save from the form, a compile, an import or a
// restore) as one update appended to the log, so people editing see it arrive like anyone's
// edit. The stored Fountain text is written too. Returns the update's seq, or null when the
// text was already that.
export async function replaceLiveText(
  tx: DbOrTx,
  movieId: string,
  text: string,
  reason: ReplaceReason,
): Promise<{ seq: number } | null> {
  const loaded = await loadLiveDocument(tx, movieId);
  if (!loaded) throw new Error(`movie ${movieId} has no live document`);
  const { doc } = loaded;
  const ytext = doc.getText(LIVE_TEXT_NAME);
  const diff = textDiff(ytext.toString(), text);
  if (diff.remove === 0 && diff.insert === "") {
    doc.destroy();
    return null;
  }
  const before = Y.encodeStateVector(doc);
  doc.transact(() => {
    if (diff.remove > 0) ytext.delete(diff.index, diff.remove);
    if (diff.insert) ytext.insert(diff.index, diff.insert);
  });
  const update = Y.encodeStateAsUpdate(doc, before);
  doc.destroy();
  const { seq } = await appendLiveUpdate(tx, movieId, update, `server:${reason}`);
  await tx
    .update(screenplays)
    .set({ fountain: text, version: sql`${screenplays.version} + 1`, updatedAt: new Date() })
    .where(eq(screenplays.movieId, movieId));
  await tx
    .update(liveDocuments)
    .set({ fountainSeq: seq })
    .where(eq(liveDocuments.movieId, movieId));
  return { seq };
}
