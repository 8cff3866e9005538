import { describe, expect, it } from "vitest";
import { currentScene, pageOfScene } from "./cursor-scene";
import { buildPreview } from "./use-pagination";

describe("the cursor's scene", () => {
  const preview = buildPreview(
    ["INT. KITCHEN - DAY", "", "Rosa reads.", "", "EXT. HARBOR - DAY", "", "Ships."].join("\n"),
    { entries: [] },
  );

  it("is the last heading at or above the cursor's line", () => {
    expect(preview.headingLines).toEqual([1, 5]);
    expect(currentScene(preview, 1)).toBe(0);
    expect(currentScene(preview, 4)).toBe(0);
    expect(currentScene(preview, 5)).toBe(1);
    expect(currentScene(preview, 99)).toBe(1);
    expect(currentScene({ headingLines: [3] }, 2)).toBe(-1);
  });

  it("is printed on a page; before any scene the preview stays on page 1", () => {
    expect(pageOfScene(preview, 1)).toBe(1);
    expect(pageOfScene(preview, -1)).toBe(1);
  });
});
