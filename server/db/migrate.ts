import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Db } from "./types.ts";
import { rowsOf } from "./rows-of.ts";

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "migrations",
);

// Any fixed 64-bit number names the lock; every server of one database uses the same one.
// (The first 8 bytes of sha256("lifescript:migrations"), so no other app's lock collides by chance.)
export const MIGRATION_LOCK_KEY = 7_415_205_931_822_604_129n;

type Journal = { entries: Array<{ tag: string; when: number }> };

// The newest migration this build knows: the `created_at` drizzle records when it applies it.
export function latestMigrationMillis(folder = migrationsFolder): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8"),
  ) as Journal;
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

// How many migrations are recorded as applied, and the newest one's time (0 before the first).
export async function appliedMigrations(db: Db): Promise<{ count: number; latest: number }> {
  const exists = rowsOf<{ found: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`),
  );
  if (!exists[0]?.found) return { count: 0, latest: 0 };
  const rows = rowsOf<{ count: number | string; latest: number | string | null }>(
    await db.execute(
      sql`select count(*) as count, max(created_at) as latest from drizzle.__drizzle_migrations`,
    ),
  );
  return { count: Number(rows[0]?.count ?? 0), latest: Number(rows[0]?.latest ?? 0) };
}

// Is the database at (or past) the newest migration of this build? Readiness asks this.
export async function isMigrated(db: Db): Promise<boolean> {
  return (await appliedMigrations(db)).latest >= latestMigrationMillis();
}
