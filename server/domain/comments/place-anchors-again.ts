import { eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { shareComments } from "#server/db/schema/index.ts";
import { textFingerprint, type TextAnchor } from "#screenplay/anchoring/index.ts";
import { anchorOf, type CommentRow } from "./comment-dto.ts";
import { placeAnchorsOffLoop } from "./place-in-thread.ts";

// Comments placed in an older text are placed in `text` again, and the new placement is stored
// (so each text is searched once per comment). One that cannot be placed keeps its words and
// context and gets line null: "on a passage that changed". Only placeAnchor's own rules here:
// after an edit, a guess nearest the old line could put a comment beside words it was never about
// (placeCommentAnchor's fallback is for new posts, whose reader gave the line).
export async function placeAnchorsAgain(
  db: DbOrTx,
  rows: CommentRow[],
  text: string,
  // The writer, whose turn in the worker threads a large placing takes.
  owner: string,
): Promise<CommentRow[]> {
  const fingerprint = textFingerprint(text);
  const stale: Array<{ index: number; anchor: TextAnchor }> = [];
  rows.forEach((row, index) => {
    const anchor = anchorOf(row);
    if (anchor && row.placedIn !== fingerprint) stale.push({ index, anchor });
  });
  if (stale.length === 0) return rows;
  const placements = await placeAnchorsOffLoop(
    text,
    stale.map((s) => s.anchor),
    owner,
  );
  const out = [...rows];
  for (const [i, { index, anchor }] of stale.entries()) {
    const found = placements[i];
    const placed = found?.found ? found.anchor : { ...anchor, line: null };
    const row = rows[index] as CommentRow;
    const change = {
      quote: placed.quote,
      prefix: placed.prefix,
      suffix: placed.suffix,
      line: placed.line,
      placedIn: fingerprint,
    };
    await db.update(shareComments).set(change).where(eq(shareComments.id, row.id));
    out[index] = { ...row, ...change };
  }
  return out;
}
