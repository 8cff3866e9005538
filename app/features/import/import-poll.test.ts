import { describe, expect, it } from "vitest";
import type { Import, ImportItem } from "#contracts/imports.ts";
import { importItem } from "./test-items.ts";
import { MAX_PAGES, pollImport } from "./import-poll.ts";

function item(id: string, date: string | null, thumbnailUrl: string | null = null): ImportItem {
  return importItem(id, date, { media: [{ kind: "image", thumbnailUrl }] });
}

function answer(items: ImportItem[], itemsCursor: string, moreItems: boolean): Import {
  return {
    id: "imp",
    status: "unpacking",
    progress: 0.5,
    source: "instagram",
    movieId: null,
    uploadedBytes: 0,
    counts: { items: 0, media: 0, skipped: 0, imported: 0, duplicates: 0, chosen: 0 },
    report: [],
    error: null,
    waiting: false,
    items,
    itemsCursor,
    moreItems,
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
  };
}

// A server that answers the pages it is given, one per GET, and records the cursors asked with.
function server(pages: Import[]) {
  const asked: (string | undefined)[] = [];
  const fetchPage = (since: string | undefined) => {
    asked.push(since);
    const next = pages.shift();
    if (!next) throw new Error("asked for a page the server did not have");
    return Promise.resolve(next);
  };
  return { asked, fetchPage };
}

describe("polling an import for what changed", () => {
  it("pages through at once while the server says there is more, then passes the last cursor", async () => {
    const first = server([
      answer([item("b", "2020-01-01T00:00:00Z"), item("a", "2019-01-01T00:00:00Z")], "2", true),
      answer([item("c", null)], "3", false),
    ]);
    const heard: string[][] = [];
    const view = await pollImport(first.fetchPage, undefined, (partial) =>
      heard.push(partial.items.list.map((i) => i.id)),
    );
    expect(first.asked).toEqual([undefined, "2"]);
    // The first page was there to show before the second came; the last is the answer.
    expect(heard).toEqual([["a", "b"]]);
    expect(view.items.list.map((i) => i.id)).toEqual(["a", "b", "c"]);
    expect(view.cursor).toBe("3");
    expect(view.job.status).toBe("unpacking");
    expect(view.job).not.toHaveProperty("items");

    // The next poll asks only since that cursor; a thumbnail that became ready replaces its item.
    const next = server([answer([item("a", "2019-01-01T00:00:00Z", "/thumb/a")], "4", false)]);
    const later = await pollImport(next.fetchPage, view);
    expect(next.asked).toEqual(["3"]);
    expect(later.items.list.map((i) => i.id)).toEqual(["a", "b", "c"]);
    expect(later.items.byId.get("a")?.media[0]?.thumbnailUrl).toBe("/thumb/a");
    expect(later.items.list[1]).toBe(view.items.list[1]);
  });

  it("after a reload starts from no cursor and gets everything again", async () => {
    const again = server([answer([item("a", null), item("b", null)], "9", false)]);
    const view = await pollImport(again.fetchPage, undefined);
    expect(again.asked).toEqual([undefined]);
    expect(view.items.list).toHaveLength(2);
  });

  it("stops one poll after MAX_PAGES and says there is more, for the next poll to go on", async () => {
    const pages = Array.from({ length: MAX_PAGES + 1 }, (_, n) =>
      answer([item(`i${n}`, null)], String(n + 1), true),
    );
    const endless = server(pages);
    const view = await pollImport(endless.fetchPage, undefined);
    expect(endless.asked).toHaveLength(MAX_PAGES);
    expect(view.moreItems).toBe(true);
    expect(view.cursor).toBe(String(MAX_PAGES));
  });
});
