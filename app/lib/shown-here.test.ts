import { describe, expect, it } from "vitest";
import { isShownHere } from "./shown-here";

const page = "https://lifescript.example";

describe("isShownHere", () => {
  it.each([
    ["/media/2b1f0c9e-8a51-4f4e-9d1b-3c5e7f9a1b2c", true],
    [`${page}/media/cover.webp`, true],
    ["blob:https://lifescript.example/5d2c", true],
    ["data:image/png;base64,iVBORw0KGgo=", true],
    ["https://example.com/cover.jpg", false],
    ["//example.com/cover.jpg", false],
    ["http://lifescript.example/media/x", false],
    ["https://lifescript.example:8443/media/x", false],
  ])("%s: %s", (url, shown) => {
    expect(isShownHere(url, page)).toBe(shown);
  });
});
