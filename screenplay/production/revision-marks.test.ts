// Revision marks computed from two (or more) saved versions, with the exact lines of the pages.
import { describe, expect, it } from "vitest";
import { parseFountain } from "../parse/parse-fountain.ts";
import type { Page } from "../layout/types.ts";
import { paginateProduction } from "./production-pages.ts";
import { revisionColour, revisionTitle } from "./colours.ts";
import { lockLayout } from "./lock-layout.ts";
import { paginate } from "../layout/paginate.ts";

const WHITE = { index: 0, date: "2025-03-01" };
const blue = (text: string) => ({ index: 1, date: "2025-03-04", doc: parseFountain(text) });
const pink = (text: string) => ({ index: 2, date: "2025-03-09", doc: parseFountain(text) });

/** The page's printed lines top to bottom, each with "*" when it carries a mark. */
function marked(page: Page | undefined): string[] {
  const lines = page?.lines ?? [];
  const rows = new Set(lines.filter((l) => l.kind === "revision_mark").map((l) => l.y));
  return lines
    .filter((l) => l.y >= 0 && l.kind !== "revision_mark" && l.kind !== "scene_number")
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((l) => `${rows.has(l.y) ? "* " : "  "}${l.text}`);
}
const header = (page: Page | undefined) =>
  page?.lines.find((l) => l.kind === "revision_header")?.text;

const BASE = `INT. KITCHEN - DAY

Anna pours coffee and looks out of the window at the rain falling on the empty street. She waits.

ANNA
Where is he?

Ben comes in.

BEN
Right here.

EXT. GARDEN - DAY

The roses are in bloom.

INT. HALL - NIGHT

The clock strikes twelve.

Nobody moves.

The dog sleeps.`;

describe("revision marks from two versions", () => {
  it("marks a changed word on the line that holds it, not the whole paragraph", () => {
    const now = BASE.replace("the empty street", "the wet street");
    const p = paginateProduction(parseFountain(now), {
      revisions: { sets: [WHITE, blue(BASE)], upTo: 1 },
    });
    expect(marked(p.pages[0]).slice(0, 3)).toEqual([
      "  INT. KITCHEN - DAY",
      "  Anna pours coffee and looks out of the window at the rain",
      "* falling on the wet street. She waits.",
    ]);
    expect(marked(p.pages[0]).filter((l) => l.startsWith("*"))).toHaveLength(1);
  });

  it("marks an added line, and where a line was taken out (on what now follows it)", () => {
    const now = BASE.replace("Ben comes in.\n\n", "").replace(
      "BEN\nRight here.",
      "BEN\nRight here.\n\nBen shrugs.",
    );
    const p = paginateProduction(parseFountain(now), {
      revisions: { sets: [WHITE, blue(BASE)], upTo: 1 },
    });
    expect(marked(p.pages[0]).slice(3, 8)).toEqual([
      "  ANNA",
      "  Where is he?",
      "* BEN",
      "  Right here.",
      "* Ben shrugs.",
    ]);
  });

  it("marks a moved scene where it now stands", () => {
    const now = BASE.replace("EXT. GARDEN - DAY\n\nThe roses are in bloom.\n\n", "").concat(
      "\n\nEXT. GARDEN - DAY\n\nThe roses are in bloom.",
    );
    const p = paginateProduction(parseFountain(now), {
      revisions: { sets: [WHITE, blue(BASE)], upTo: 1 },
    });
    expect(marked(p.pages[0]).slice(-6)).toEqual([
      "  INT. HALL - NIGHT",
      "  The clock strikes twelve.",
      "  Nobody moves.",
      "  The dog sleeps.",
      "* EXT. GARDEN - DAY",
      "* The roses are in bloom.",
    ]);
  });

  it("names the revision and its date in the header of revised pages only", () => {
    const filler = Array.from({ length: 60 }, (_, i) => `Line ${i + 1}.`).join("\n\n");
    const base = `${BASE}\n\n${filler}`;
    const now = base.replace("Line 59.", "Line fifty-nine.");
    const p = paginateProduction(parseFountain(now), {
      revisions: { sets: [WHITE, blue(base)], upTo: 1 },
    });
    expect(p.pages.map(header)).toEqual([undefined, undefined, "Blue Revision 3/4/2025"]);
    const number = p.pages[2]?.lines.find((l) => l.kind === "page_number");
    const h = p.pages[2]?.lines.find((l) => l.kind === "revision_header");
    expect(number?.y).toBe(-3);
    expect(h?.y).toBe(-3);
    expect((h?.x ?? 0) + (h?.text.length ?? 0) * 0.1).toBeLessThan(number?.x ?? 0);
    expect(p.pageRevision).toEqual([0, 0, 1]);
  });

  it("keeps Blue's marks in the Pink revision, and prints only Pink's pages when asked", () => {
    const filler = Array.from({ length: 60 }, (_, i) => `Line ${i + 1}.`).join("\n\n");
    const base = `${BASE}\n\n${filler}`;
    const atBlue = base.replace("Line 5.", "Line five.");
    const now = atBlue.replace("Line 59.", "Line fifty-nine.");
    const revisions = { sets: [WHITE, blue(base), pink(atBlue)], upTo: 2 };
    const p = paginateProduction(parseFountain(now), { revisions });
    expect(p.pages.map(header)).toEqual([
      "Blue Revision 3/4/2025",
      undefined,
      "Pink Revision 3/9/2025",
    ]);
    expect(marked(p.pages[0])).toContain("* Line five.");
    expect(marked(p.pages[2])).toContain("* Line fifty-nine.");
    const only = paginateProduction(parseFountain(now), { revisions, revisedOnly: true });
    expect(only.pages.map((pg) => pg.label)).toEqual(["3."]);
    expect(only.titlePage?.map((l) => l.text)).toEqual([
      "Production Draft (White) 3/1/2025",
      "Blue Revision 3/4/2025",
      "Pink Revision 3/9/2025",
    ]);
  });

  it("counts a new A page as revised, even when it only holds lines pushed off a locked page", () => {
    // Locked on the White text; in Blue, half a page goes in near the top of page 2: the added
    // lines fit on page 2 and push its last lines onto 2A, which did not exist before Blue.
    const filler = Array.from({ length: 80 }, (_, i) => `Line ${i + 1}.`).join("\n\n");
    const base = `${BASE}\n\n${filler}`;
    const doc = parseFountain(base);
    const lock = { doc, layout: lockLayout(doc, paginate(doc, { withSources: true })) };
    const added = Array.from({ length: 13 }, (_, i) => `Added ${i + 1}.`).join("\n\n");
    const now = base.replace("Line 30.", `Line 30.\n\n${added}`);
    const revisions = { sets: [WHITE, blue(base)], upTo: 1 };
    const p = paginateProduction(parseFountain(now), { lock, revisions });
    expect(p.pages.map((pg) => pg.label)).toEqual([null, "2.", "2A.", "3.", "4."]);
    expect(marked(p.pages[2]).some((l) => l.startsWith("*"))).toBe(false);
    expect(p.pages.map(header)).toEqual([
      undefined,
      "Blue Revision 3/4/2025",
      "Blue Revision 3/4/2025",
      undefined,
      undefined,
    ]);
    expect(p.pageRevision).toEqual([0, 1, 1, 0, 0]);
    const only = paginateProduction(parseFountain(now), { lock, revisions, revisedOnly: true });
    expect(only.pages.map((pg) => pg.label)).toEqual(["2.", "2A."]);
  });

  it("names the colours in the industry order, then a second round", () => {
    expect(Array.from({ length: 11 }, (_, i) => revisionColour(i).name)).toEqual([
      "White",
      "Blue",
      "Pink",
      "Yellow",
      "Green",
      "Goldenrod",
      "Buff",
      "Salmon",
      "Cherry",
      "Second Blue",
      "Second Pink",
    ]);
    expect(revisionTitle(17)).toBe("Third Blue Revision");
  });
});
