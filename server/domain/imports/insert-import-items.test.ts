import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatedImport } from "#contracts/imports.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { importItems } from "#server/db/schema/index.ts";
import { insertImportItems } from "./insert-import-items.ts";
import type { SourceItem } from "./sources/source-item.ts";

// The unpack job's store of an archive's items: one JSON document per batch, unpacked by the
// database, on PGlite and PostgreSQL alike.
describe("storing a batch of archive items", () => {
  let t: TestApp;
  let alice: Session;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
  });
  afterAll(() => t.close());

  const newImport = async () => {
    const response = await t.request("/api/imports", { method: "POST", as: alice, json: {} });
    expect(response.status).toBe(201);
    return ((await response.json()) as CreatedImport).id;
  };

  const items: SourceItem[] = [
    {
      source: "instagram",
      fingerprint: "instagram:lake",
      date: new Date("2023-05-02T19:00:00.000Z"),
      text: 'Sunset at the lake "with everyone" 🌅\nМосква, 東京',
      place: "Lake Geneva",
      media: [
        { path: "media/posts/202305/sunset1.jpg", kind: "image" },
        { path: "media/posts/202305/clip.mp4", kind: "video" },
      ],
    },
    // A broken emoji (half of a surrogate pair), as a hostile export may hold: PostgreSQL's JSON
    // refuses it, so it is stored as U+FFFD, as a text parameter would have been.
    {
      source: "instagram",
      fingerprint: "instagram:note",
      date: null,
      text: "broken \ud83c",
      place: null,
      media: [],
    },
  ];

  it("stores every item in its place, with its media waiting to be taken out, and counts them", async () => {
    const importId = await newImport();
    const added = await insertImportItems(
      t.services.database.db,
      { importId, userId: alice.userId },
      items,
      10,
    );
    expect(added).toEqual({ items: 2, media: 2 });

    const rows = await t.services.database.db
      .select()
      .from(importItems)
      .where(eq(importItems.importId, importId))
      .orderBy(asc(importItems.position));
    expect(rows.map((r) => [r.position, r.text, r.place, r.date?.toISOString() ?? null])).toEqual([
      [10, items[0]?.text, "Lake Geneva", "2023-05-02T19:00:00.000Z"],
      [11, "broken \uFFFD", null, null],
    ]);
    expect(rows[0]).toMatchObject({ userId: alice.userId, source: "instagram", chosen: false });
    expect(rows[0]?.media).toEqual([
      {
        path: "media/posts/202305/sunset1.jpg",
        kind: "image",
        objectId: null,
        rawKey: null,
        thumbnailKey: null,
        state: "pending",
      },
      {
        path: "media/posts/202305/clip.mp4",
        kind: "video",
        objectId: null,
        rawKey: null,
        thumbnailKey: null,
        state: "pending",
      },
    ]);
    expect(rows[1]?.media).toEqual([]);
  });

  it("adds nothing for items an earlier run stored, and counts only what it added", async () => {
    const importId = await newImport();
    const target = { importId, userId: alice.userId };
    await insertImportItems(t.services.database.db, target, items.slice(0, 1), 0);
    expect(await insertImportItems(t.services.database.db, target, items, 0)).toEqual({
      items: 1,
      media: 0,
    });
    expect(await insertImportItems(t.services.database.db, target, [], 2)).toEqual({
      items: 0,
      media: 0,
    });
  });
});
