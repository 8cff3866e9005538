import { describe, expect, it } from "vitest";
import { OFFLINE_CACHE_MAX_BYTES } from "#contracts/cache-sync.ts";
import { jsonBytes, storageWarningFor, withinBudget } from "./budget";

describe("offline cache size budget", () => {
  it("keeps the newest records that fit in 5 MB and lets the oldest go", () => {
    const mb = 1024 * 1024;
    const items = [
      { key: "old", bytes: 2 * mb, updatedAt: 1 },
      { key: "new", bytes: 2 * mb, updatedAt: 3 },
      { key: "mid", bytes: 2 * mb, updatedAt: 2 },
      { key: "small-old", bytes: 100, updatedAt: 0 },
    ];
    const kept = withinBudget(items, OFFLINE_CACHE_MAX_BYTES).map((i) => i.key);
    expect(kept).toEqual(["new", "mid", "small-old"]);
  });

  it("measures JSON in UTF-8 bytes, not characters", () => {
    expect(jsonBytes({ t: "é" })).toBe('{"t":"é"}'.length + 1);
  });
});

describe("storage warning", () => {
  it("says nothing while there is room", () => {
    expect(storageWarningFor({ usage: 50, quota: 100 })).toBeNull();
    expect(storageWarningFor(null)).toBeNull();
  });

  it("says how much is left and what to do when the quota is nearly used", () => {
    const warning = storageWarningFor({ usage: 95 * 1024 * 1024, quota: 100 * 1024 * 1024 });
    expect(warning).toContain("5 MB left");
    expect(warning).toContain("free some space");
  });
});
