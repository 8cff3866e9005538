import { describe, expect, it } from "vitest";
import { sidePanelOpen } from "./use-side-panel";

describe("the editor's side panel", () => {
  it("follows the writer's remembered choice, else opens only while the script is empty", () => {
    expect(sidePanelOpen(null, true)).toBe(true);
    expect(sidePanelOpen(null, false)).toBe(false);
    expect(sidePanelOpen("open", false)).toBe(true);
    expect(sidePanelOpen("closed", true)).toBe(false);
  });
});
