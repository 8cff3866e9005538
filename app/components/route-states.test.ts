import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "./route-states";

describe("isChunkLoadError", () => {
  it.each([
    new TypeError("Failed to fetch dynamically imported module: http://x/assets/a.js"),
    new TypeError("error loading dynamically imported module"),
    new TypeError("Importing a module script failed."),
    Object.assign(new Error("Loading chunk 42 failed."), { name: "ChunkLoadError" }),
  ])("recognises %s as a new deployment", (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error("Cannot read properties of undefined"), "boom", null])(
    "treats %s as another failure",
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});
