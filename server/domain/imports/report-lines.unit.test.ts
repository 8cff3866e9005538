import { describe, expect, it } from "vitest";
import { ReportLines } from "./report-lines.ts";

describe("ReportLines", () => {
  it("keeps every line under the limit", () => {
    const report = new ReportLines(3);
    report.push("a", "b");
    expect(report.lines()).toEqual(["a", "b"]);
    expect(report.count).toBe(2);
  });

  it("counts the lines past the limit and says how many were not listed", () => {
    const report = new ReportLines(2);
    for (let i = 0; i < 1_502; i++) report.push(`line ${i}`);
    expect(report.count).toBe(1_502);
    expect(report.lines()).toEqual([
      "line 0",
      "line 1",
      "…and 1,500 more lines like these, not listed.",
    ]);
  });
});
