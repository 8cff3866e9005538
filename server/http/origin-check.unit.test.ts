import { describe, expect, it } from "vitest";
import { judgeOrigin } from "./origin-check.ts";

const ours = "https://lifescript.example";

describe("judgeOrigin", () => {
  it.each([
    ["our own page", { origin: ours, hasCookie: true }, "allowed"],
    ["another site", { origin: "https://evil.example", hasCookie: true }, "refused"],
    [
      "a sibling subdomain",
      { origin: "https://blog.lifescript.example", hasCookie: true },
      "refused",
    ],
    ["another port of our host", { origin: `${ours}:8443`, hasCookie: true }, "refused"],
    ["an opaque origin (sandboxed frame)", { origin: "null", hasCookie: true }, "refused"],
    [
      "another site without a cookie",
      { origin: "https://evil.example", hasCookie: false },
      "refused",
    ],
    [
      "no Origin, browser says same-origin",
      { secFetchSite: "same-origin", hasCookie: true },
      "allowed",
    ],
    ["no Origin, browser says user-typed", { secFetchSite: "none", hasCookie: true }, "allowed"],
    [
      "no Origin, browser says same-site",
      { secFetchSite: "same-site", hasCookie: true },
      "refused",
    ],
    [
      "no Origin, browser says cross-site",
      { secFetchSite: "cross-site", hasCookie: false },
      "refused",
    ],
    ["no browser headers, a cookie", { hasCookie: true }, "refused"],
    ["no browser headers, no cookie (bearer client)", { hasCookie: false }, "allowed"],
  ] as const)("%s", (_what, request, verdict) => {
    expect(judgeOrigin(ours, request)).toBe(verdict);
  });
});
