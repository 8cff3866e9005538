// Production reports of a short script, against counts made by hand, and their CSV and PDF pages.
import { describe, expect, it } from "vitest";
import { parseFountain } from "../parse/parse-fountain.ts";
import { paginate } from "../layout/paginate.ts";
import { LIGHTHOUSE, LIGHTHOUSE_REPORTS } from "../test/production-fixture.ts";
import {
  eighthsText,
  productionReport,
  reportRows,
  type ReportKind,
} from "./production-reports.ts";
import { toCsv } from "./csv.ts";
import { headingParts } from "./heading-parts.ts";
import { reportPages } from "./report-pages.ts";

const doc = parseFountain(LIGHTHOUSE);
const pages = paginate(doc);

describe("production reports", () => {
  for (const kind of ["scenes", "characters", "locations", "cast"] as ReportKind[]) {
    it(`${kind}: the counts made by hand`, () => {
      expect(reportRows(productionReport(kind, doc, pages))).toEqual(LIGHTHOUSE_REPORTS[kind]);
    });
  }

  it("numbers the cast by how many scenes they speak in", () => {
    expect(productionReport("cast", doc, pages).legend).toEqual([
      "1. ZOË (2 scenes)",
      "2. MAYA (1 scene)",
    ]);
  });

  it("writes eighths as scripts do", () => {
    expect([1, 7, 8, 13, 16].map(eighthsText)).toEqual(["1/8", "7/8", "1", "1 5/8", "2"]);
  });

  it("reads a heading's setting, place and time", () => {
    expect(headingParts("INT.  BLOOM HOUSE - KITCHEN - NIGHT")).toEqual({
      intExt: "INT",
      location: "BLOOM HOUSE - KITCHEN",
      time: "NIGHT",
      dayNight: "NIGHT",
    });
    expect(headingParts("INT./EXT. CAR - MOVING - CONTINUOUS").intExt).toBe("INT/EXT");
    expect(headingParts("INT. GUEST ROOM - NIGHT [PRESENT]").location).toBe("GUEST ROOM");
    expect(headingParts("EXT. SWAMP").time).toBe("");
  });

  it("writes CSV a spreadsheet opens (RFC 4180, UTF-8 with a byte-order mark)", () => {
    const csv = toCsv([
      ["Scene", "Characters"],
      ["1", "MAYA, ZOË"],
      ["2", 'He said "no"'],
      ["3", "two\nlines"],
    ]);
    expect(csv).toBe(
      '\uFEFFScene,Characters\r\n1,"MAYA, ZOË"\r\n2,"He said ""no"""\r\n3,"two\nlines"\r\n',
    );
  });

  it("lays a report out on landscape pages, the header on each", () => {
    const many = parseFountain(
      Array.from({ length: 80 }, (_, i) => `INT. ROOM ${i + 1} - DAY\n\nA beat.`).join("\n\n"),
    );
    const p = reportPages(productionReport("scenes", many, paginate(many)), "Eighty rooms");
    expect(p.geometry.widthIn).toBe(11);
    expect(p.pages.length).toBe(3);
    for (const page of p.pages) {
      expect(page.lines.find((l) => l.y === 0 && l.kind === "action")?.text).toBe(
        "Scenes: Eighty rooms",
      );
      expect(page.lines.some((l) => l.y === 2 && l.text === "Heading")).toBe(true);
      for (const l of page.lines) expect(l.y).toBeLessThan(p.geometry.linesPerPage);
    }
    expect(p.pages[2]?.lines.find((l) => l.kind === "page_number")?.text).toBe("Page 3 of 3");
  });
});
