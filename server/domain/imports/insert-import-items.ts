import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { rowsOf } from "#server/db/rows-of.ts";
import { importItems, type ImportItemMedia } from "#server/db/schema/index.ts";
import type { SourceItem } from "./sources/source-item.ts";

// Stores a batch of an archive's items as preview rows and answers how many rows and media
// were added: an item an earlier run of the job stored (same fingerprint) is not stored again.
//
// The batch goes to the database as one JSON document that PostgreSQL unpacks
// (jsonb_to_recordset), not as a multi-row VALUES list: drizzle builds that list from nine
// parameter objects per row, and over a 110 MiB posts file those lists were 130 MB of objects that
// lived through young-generation collections while the query ran, so that V8 moved them to its
// old space and collected them late. One string is built instead, and one row comes back.
export async function insertImportItems(
  db: DbOrTx,
  target: { importId: string; userId: string },
  batch: readonly SourceItem[],
  firstPosition: number,
): Promise<{ items: number; media: number }> {
  if (batch.length === 0) return { items: 0, media: 0 };
  const rows = JSON.stringify(
    batch.map((item, i) => ({
      position: firstPosition + i,
      source: item.source,
      fingerprint: wellFormed(item.fingerprint),
      date: item.date,
      text: wellFormed(item.text),
      place: item.place === null ? null : wellFormed(item.place),
      media: item.media.map((m): ImportItemMedia => ({
        path: wellFormed(m.path),
        kind: m.kind,
        objectId: null,
        rawKey: null,
        thumbnailKey: null,
        state: "pending",
      })),
    })),
  );
  const column = (c: { name: string }) => sql.identifier(c.name);
  const [added] = rowsOf<{ items: number; media: number }>(
    await db.execute(sql`
      with added as (
        insert into ${importItems} (${column(importItems.importId)}, ${column(importItems.userId)},
          ${column(importItems.position)}, ${column(importItems.source)},
          ${column(importItems.fingerprint)}, ${column(importItems.date)},
          ${column(importItems.text)}, ${column(importItems.place)}, ${column(importItems.media)})
        select ${target.importId}::uuid, ${target.userId}, r.position, r.source, r.fingerprint,
          r.date, r.text, r.place, r.media
        from jsonb_to_recordset(${rows}::jsonb) as r(position integer, source text,
          fingerprint text, date timestamptz, text text, place text, media jsonb)
        on conflict do nothing
        returning ${column(importItems.media)}
      )
      select count(*)::int as items, coalesce(sum(jsonb_array_length(media)), 0)::int as media
      from added`),
  );
  return { items: Number(added?.items ?? 0), media: Number(added?.media ?? 0) };
}

// PostgreSQL's JSON refuses a lone UTF-16 surrogate (a broken emoji in a hostile export), which
// a text parameter would have sent as U+FFFD: the same replacement here.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, "\uFFFD");
