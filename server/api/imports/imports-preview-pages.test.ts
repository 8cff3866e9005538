// The test app first: it loads @hono/zod-openapi, which the contracts' schemas need.
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Import } from "#contracts/imports.ts";
import { dayOneArchive, photoJpeg } from "#tests/factories/import-archives.ts";
import { importJobHooks } from "#tests/support/import-job-hooks.ts";
import { importCalls } from "#tests/support/import-calls.ts";

// A poll of GET /api/imports/{id} carries only the preview items added or changed since
// the last one (itemsSince = its itemsCursor), at most itemsLimit, so 5,000 items are not sent
// again every second.
describe("import preview pages", () => {
  let t: TestApp;
  let alice: Session;
  let calls: ReturnType<typeof importCalls>;
  let hooks: ReturnType<typeof importJobHooks>;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
    calls = importCalls(t);
    hooks = importJobHooks(t);
  });
  afterAll(() => t.close());

  // A journal of five entries a month apart; the second and the fourth with a photo.
  const archive = async () => {
    const photos = [await photoJpeg({ color: "#a33" }), await photoJpeg({ color: "#3a3" })];
    return dayOneArchive({
      entries: Array.from({ length: 5 }, (_, i) => ({
        uuid: `E${i + 1}`,
        text: `Post ${i + 1}`,
        date: new Date(Date.UTC(2022, i, 5, 12)),
        photos: i % 2 === 1 ? [photos[(i - 1) / 2]!] : [],
      })),
    });
  };
  const texts = (answer: Import) => answer.items.map((i) => i.text).sort();

  it("answers the items changed after the cursor: a photo made ready comes again with its thumbnail", async () => {
    const created = await calls.create(alice);
    await calls.upload(created, await archive());
    expect((await calls.start(alice, created.id)).status).toBe(202);
    const before = await calls.get(alice, created.id);
    expect(before).toMatchObject({ status: "unpacking", items: [], moreItems: false });

    // Read while the job takes its first photo out: every item is there, no thumbnail yet.
    let early: Import | undefined;
    await hooks.runUnpack(
      created.id,
      hooks.hooked("writeFile", "incoming/", async (n) => {
        if (n === 1) early = await calls.get(alice, created.id, { itemsSince: before.itemsCursor });
      }),
    );
    expect(early?.status).toBe("unpacking");
    expect(texts(early!)).toEqual(["Post 1", "Post 2", "Post 3", "Post 4", "Post 5"]);
    expect(early?.items.flatMap((i) => i.media.map((m) => m.thumbnailUrl))).toEqual([null, null]);

    const later = await calls.get(alice, created.id, { itemsSince: early!.itemsCursor });
    expect(later.status).toBe("ready");
    expect(texts(later)).toEqual(["Post 2", "Post 4"]);
    for (const item of later.items) {
      expect(item.media[0]?.thumbnailUrl).toMatch(/\/thumbnail$/);
    }
    expect(BigInt(later.itemsCursor)).toBeGreaterThan(BigInt(early!.itemsCursor));
    const nothing = await calls.get(alice, created.id, { itemsSince: later.itemsCursor });
    expect(nothing).toMatchObject({ items: [], moreItems: false, itemsCursor: later.itemsCursor });

    // Applying two of them: their scenes made, they come again as already imported.
    const chosen = later.items.map((i) => i.id);
    const movie = await t.createMovie(alice);
    await calls.applied(alice, created.id, { movieId: movie.id, itemIds: chosen });
    const made = await calls.get(alice, created.id, { itemsSince: later.itemsCursor });
    expect(made.status).toBe("done");
    expect(made.items.map((i) => [i.id, i.alreadyImported]).sort()).toEqual(
      chosen.map((id) => [id, true]).sort(),
    );
  });

  it("cuts a page at itemsLimit and says more are waiting", async () => {
    const preview = await calls.unpacked(alice, await archive());
    const seen: string[] = [];
    let answer = await calls.get(alice, preview.id, { itemsLimit: "2" });
    const pages = [answer];
    while (answer.moreItems) {
      answer = await calls.get(alice, preview.id, {
        itemsLimit: "2",
        itemsSince: answer.itemsCursor,
      });
      pages.push(answer);
    }
    for (const page of pages) seen.push(...page.items.map((i) => i.id));
    expect(pages.map((p) => [p.items.length, p.moreItems])).toEqual([
      [2, true],
      [2, true],
      [1, false],
    ]);
    expect(new Set(seen).size).toBe(5);
    expect(seen.sort()).toEqual(preview.items.map((i) => i.id).sort());
    // Without a limit: the default page (500) holds them all.
    const all = await calls.get(alice, preview.id);
    expect(all.items).toHaveLength(5);
    expect(all.moreItems).toBe(false);
  });

  it("refuses a query it cannot use with a 400 that says what to fix", async () => {
    const preview = await calls.unpacked(alice, await archive());
    const cases: [string, string][] = [
      ["itemsLimit=0", "itemsLimit: itemsLimit must be at least 1"],
      ["itemsLimit=1001", "itemsLimit: itemsLimit must be at most 1000"],
      ["itemsLimit=2.5", "itemsLimit: itemsLimit must be a whole number"],
      ["itemsLimit=many", "itemsLimit: itemsLimit must be a number"],
      [
        "itemsSince=yesterday",
        "itemsSince: itemsSince must be the itemsCursor of an earlier answer",
      ],
    ];
    for (const [query, message] of cases) {
      const response = await t.request(`/api/imports/${preview.id}?${query}`, { as: alice });
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error, query).toMatchObject({ code: "validation_failed", message });
    }
  });
});
