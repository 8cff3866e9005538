import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountExport } from "#contracts/account.ts";
import { instagramArchive, photoJpeg } from "#tests/factories/import-archives.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { unzip } from "#tests/support/unzip.ts";
import { rowsOf } from "#server/db/rows-of.ts";
import { cowriterConsents } from "#server/db/schema/index.ts";
import { exportCoverage } from "#server/domain/account/export-coverage.ts";
import { importCalls } from "#tests/support/import-calls.ts";

// "Download my data" holds everything we keep about the person, or its README says why not:
// checked against the database's own catalog, so a table added later fails here until it is
// exported (or its absence explained).
describe("Download my data covers every table about the person", () => {
  let t: TestApp;
  let alice: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
  });
  afterAll(() => t.close());

  it("names every table with a user_id column (and the account itself) in its coverage", async () => {
    const tables = rowsOf<{ table_name: string }>(
      await t.services.database.db.execute(
        sql`select distinct table_name from information_schema.columns
            where column_name = 'user_id' and table_schema = 'public'`,
      ),
    ).map((r) => r.table_name);
    expect(tables.length).toBeGreaterThan(20);
    expect(Object.keys(exportCoverage).sort()).toEqual([...tables, "user"].sort());
  });

  it("holds the person's imports with their items and the co-writer consent, and a README listing it all", async () => {
    const calls = importCalls(t);
    const archive = await instagramArchive({
      posts: [
        {
          text: "Sunset at the lake 🌅",
          date: new Date("2023-05-02T19:00:00Z"),
          media: [{ name: "sunset.jpg", data: await photoJpeg() }],
        },
      ],
    });
    const imported = await calls.unpacked(alice, archive);
    expect(imported.status).toBe("ready");
    await t.services.database.db
      .insert(cowriterConsents)
      .values({ userId: alice.userId, consentGiven: true, host: "llm.example" });

    const started = await t.request("/api/account/export", { method: "POST", as: alice, json: {} });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as AccountExport;
    await t.services.worker.drain();
    const download = await t.request(`/api/account/export/${id}/download`, { as: alice });
    expect(download.status).toBe(200);
    const files = await unzip(Buffer.from(await download.arrayBuffer()));
    const text = (name: string) => files.get(name)?.toString("utf8") ?? "";

    const imports = JSON.parse(text("imports.json")) as {
      imports: { id: string; source: string; items: { text: string; media: unknown[] }[] }[];
    };
    expect(imports.imports).toEqual([
      expect.objectContaining({
        id: imported.id,
        source: "instagram",
        items: [expect.objectContaining({ text: "Sunset at the lake 🌅" })],
      }),
    ]);
    expect(text("imports.json")).not.toMatch(/rawKey|thumbnailKey|archiveKey/);

    const account = JSON.parse(text("account.json")) as Record<string, unknown>;
    expect(account.cowriterConsent).toMatchObject({ consentGiven: true, host: "llm.example" });
    expect(account.signInMethods).toEqual([expect.objectContaining({ providerId: "credential" })]);
    expect(account.sessions).toEqual(
      expect.arrayContaining([expect.not.objectContaining({ token: expect.anything() })]),
    );
    // No key that would let someone holding the ZIP sign in.
    expect(text("account.json")).not.toMatch(/token|password|secret|backupCodes/i);
    expect(text("account.json")).not.toContain(alice.token);

    const readme = text("README.txt");
    expect(readme).toContain("Everything we keep about you");
    for (const entry of Object.values(exportCoverage)) {
      const keeps = entry.keeps.charAt(0).toUpperCase() + entry.keeps.slice(1);
      expect(readme).toContain(`- ${keeps}: `);
    }
    expect(readme).toContain("Imports: 1");
  });
});
