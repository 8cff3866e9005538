import { afterAll, describe, expect, it } from "vitest";
import { createFreshDatabase } from "#tests/support/fresh-database.ts";
import { openDatabase, type Database } from "./client.ts";
import { isMigrated, latestMigrationMillis } from "./migrate.ts";
import fs from "node:fs";
import path from "node:path";
import { migrationsFolder } from "./migrate.ts";

const migrationCount = (
  JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

describe("migrations", () => {
  it("a PGlite database is migrated once, and a reopened one has nothing left to apply", async () => {
    const first = await openDatabase({ dataDir: "memory" });
    expect(first.migrationsApplied).toBe(migrationCount);
    expect(await isMigrated(first.db)).toBe(true);
    await first.close();
  });

  const url = process.env.TEST_DATABASE_URL;
  describe.skipIf(!url)("on PostgreSQL", () => {
    const opened: Database[] = [];
    let drop: (() => Promise<void>) | undefined;
    afterAll(async () => {
      await Promise.all(opened.map((d) => d.close()));
      await drop?.();
    });

    it("five servers opening one empty database at once: all succeed, exactly one migrates", async () => {
      const fresh = await createFreshDatabase(url ?? "");
      drop = fresh.drop;
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => openDatabase({ url: fresh.url, dataDir: "memory" })),
      );
      for (const r of results) if (r.status === "fulfilled") opened.push(r.value);
      expect(results.map((r) => r.status)).toEqual(Array(5).fill("fulfilled"));
      const applied = opened.map((d) => d.migrationsApplied).sort();
      expect(applied).toEqual([0, 0, 0, 0, migrationCount]);
      expect(await isMigrated(opened[0]!.db)).toBe(true);
      expect(latestMigrationMillis()).toBeGreaterThan(0);
    });
  });
});
