import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

describe("ttl cache", () => {
  it("forgets an entry when its time is up", () => {
    let now = 1_000;
    const cache = createTtlCache<string>({ now: () => now });
    cache.set("a", "x", 60_000);
    now += 59_999;
    expect(cache.get("a")).toBe("x");
    now += 1;
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops the oldest entry past its size bound", () => {
    const cache = createTtlCache<number>({ maxEntries: 2 });
    cache.set("a", 1, 1000);
    cache.set("b", 2, 1000);
    cache.set("c", 3, 1000);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, 2, 3]);
  });
});
