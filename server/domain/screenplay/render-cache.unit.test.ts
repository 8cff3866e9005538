import { describe, expect, it } from "vitest";
import { cachedRender, RENDER_CACHE_BYTES, renderCacheSize } from "./render-cache.ts";

describe("render cache", () => {
  it("computes once per key and answers the same value after", () => {
    let runs = 0;
    const make = () =>
      cachedRender(
        "unit:once",
        () => 10,
        () => ({ run: ++runs }),
      );
    expect(make()).toEqual({ run: 1 });
    expect(make()).toEqual({ run: 1 });
    expect(runs).toBe(1);
  });

  it("stays within its byte budget, dropping the least recently used first", () => {
    const quarter = RENDER_CACHE_BYTES / 4;
    for (let i = 0; i < 4; i++)
      cachedRender(
        `unit:big${i}`,
        () => quarter,
        () => i,
      );
    // Reading big0 makes it recent, so big1 is the one to go when big4 comes in.
    cachedRender(
      "unit:big0",
      () => quarter,
      () => -1,
    );
    cachedRender(
      "unit:big4",
      () => quarter,
      () => 4,
    );
    expect(renderCacheSize().bytes).toBeLessThanOrEqual(RENDER_CACHE_BYTES);
    let recomputed = false;
    expect(
      cachedRender(
        "unit:big0",
        () => quarter,
        () => -1,
      ),
    ).toBe(0);
    cachedRender(
      "unit:big1",
      () => quarter,
      () => {
        recomputed = true;
        return 1;
      },
    );
    expect(recomputed).toBe(true);
  });

  it("does not keep an entry larger than half the budget", () => {
    let runs = 0;
    const huge = () =>
      cachedRender(
        "unit:huge",
        () => RENDER_CACHE_BYTES,
        () => ++runs,
      );
    huge();
    huge();
    expect(runs).toBe(2);
  });
});
