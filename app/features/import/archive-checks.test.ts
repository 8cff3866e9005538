import { describe, expect, it } from "vitest";
import { archiveProblem } from "./archive-checks.ts";

describe("a picked archive", () => {
  it("goes when it is a ZIP of some bytes up to 2 GB", () => {
    expect(archiveProblem({ name: "instagram-ana.zip", size: 10, type: "" })).toBeNull();
    expect(archiveProblem({ name: "export", size: 10, type: "application/zip" })).toBeNull();
  });

  it("is refused with what to do when it is not a ZIP, empty or too big", () => {
    expect(archiveProblem({ name: "tweets.js", size: 10, type: "text/javascript" })).toMatch(
      /not a ZIP/,
    );
    expect(archiveProblem({ name: "a.zip", size: 0, type: "" })).toMatch(/empty/);
    expect(archiveProblem({ name: "a.zip", size: 3 * 1024 ** 3, type: "" })).toMatch(/2 GB parts/);
  });
});
