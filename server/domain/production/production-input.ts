import { inArray } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { screenplayVersions } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { cachedRender } from "../screenplay/render-cache.ts";
import {
  parseFountain,
  revisionColour,
  type ProductionOptions,
  type ScreenplayDocument,
} from "../screenplay/engine.ts";
import { productionRows, type ProductionRows } from "./production-rows.ts";

/** What the engine needs to lay a screenplay out in production, and a key naming it (for the
 * render cache: a lock or a new revision changes the files without changing the text). */
export type ProductionInput = {
  key: string;
  lock: ProductionOptions["lock"];
  /** Sets with their texts; `docAfter(n)` is the text when revision n ended (the next one's
   * start), for printing an earlier revision. */
  sets: Array<{ index: number; date: string; doc?: ScreenplayDocument }>;
  docAfter: (ordinal: number) => ScreenplayDocument | undefined;
  latest: number;
};

// The texts of the versions a lock and the revisions point at, parsed once per version.
async function versionDocs(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, () => ScreenplayDocument>> {
  const out = new Map<string, () => ScreenplayDocument>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: screenplayVersions.id, fountain: screenplayVersions.fountain })
    .from(screenplayVersions)
    .where(inArray(screenplayVersions.id, ids));
  for (const r of rows) {
    out.set(r.id, () =>
      cachedRender(
        JSON.stringify(["version-doc", r.id]),
        () => r.fountain.length * 8,
        () => parseFountain(r.fountain),
      ),
    );
  }
  return out;
}

export async function productionInput(
  db: DbOrTx,
  screenplayId: string,
  known?: ProductionRows,
): Promise<ProductionInput | undefined> {
  const rows = known ?? (await productionRows(db, screenplayId));
  if (!rows.lock && rows.revisions.length === 0) return undefined;
  const ids = [...rows.revisions.map((r) => r.versionId)];
  if (rows.lock) ids.push(rows.lock.versionId);
  const docs = await versionDocs(db, [...new Set(ids)]);
  const docOf = (id: string): ScreenplayDocument | undefined => docs.get(id)?.();
  const lockDoc = rows.lock ? docOf(rows.lock.versionId) : undefined;
  const sets = rows.revisions.map((r) => ({
    index: r.ordinal,
    date: r.day,
    get doc() {
      return r.ordinal >= 1 ? docOf(r.versionId) : undefined;
    },
  }));
  return {
    key: JSON.stringify([rows.lock?.versionId ?? null, rows.revisions.map((r) => r.id)]),
    lock: rows.lock && lockDoc ? { doc: lockDoc, layout: rows.lock.layout } : undefined,
    sets,
    docAfter: (ordinal) => {
      const next = rows.revisions.find((r) => r.ordinal === ordinal + 1);
      return next ? docOf(next.versionId) : undefined;
    },
    latest: rows.revisions.at(-1)?.ordinal ?? 0,
  };
}

/** The revision a download asks for: `latest`, its number, or its colour (blue, second-blue). */
export function revisionAsked(input: ProductionInput | undefined, asked: string): number {
  const latest = input?.latest ?? 0;
  let ordinal: number | undefined;
  if (asked === "latest") ordinal = latest;
  else if (/^\d+$/.test(asked)) ordinal = Number(asked);
  else {
    const slug = asked.toLowerCase();
    for (let i = 1; i <= latest; i++) {
      if (revisionColour(i).name.toLowerCase().replace(/\s+/g, "-") === slug) ordinal = i;
    }
  }
  if (ordinal === undefined || ordinal < 1 || ordinal > latest) {
    throw new AppError(
      "bad_request",
      latest === 0
        ? "revision: this screenplay has no revision yet (lock the pages, then start a revision)"
        : `revision: choose latest or a revision this screenplay has (1 to ${latest})`,
    );
  }
  return ordinal;
}
