import { describe, expect, it } from "vitest";
import { dropModulePreloads } from "./drop-module-preloads.ts";

describe("dropModulePreloads", () => {
  it("removes every module preload hint and keeps the scripts that hydrate the page", () => {
    const html = [
      "<head>",
      '<link rel="stylesheet" href="/assets/root.css"/>',
      '<link rel="preload" href="/assets/inter.woff2" as="font" crossorigin="anonymous"/>',
      '<link rel="modulepreload" href="/assets/entry.client-a1.js"/>',
      '<link rel="modulepreload" href="/assets/jsx-runtime-b2.js" crossorigin="anonymous">',
      "</head><body>",
      '<script type="module" async="">import * as route0 from "/assets/root-c3.js";</script>',
      "</body>",
    ].join("");
    const out = dropModulePreloads(html);
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain('rel="preload" href="/assets/inter.woff2"');
    expect(out).toContain('import * as route0 from "/assets/root-c3.js";');
  });

  it("leaves a page without hints unchanged", () => {
    const html = "<p>rel=modulepreload is only text here</p>";
    expect(dropModulePreloads(html)).toBe(html);
  });
});
