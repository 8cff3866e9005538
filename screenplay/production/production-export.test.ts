// FDX and Fountain files of a script in production keep the locked numbers, and the FDX carries
// revision marks the way Final Draft writes them.
import { describe, expect, it } from "vitest";
import { parseFountain } from "../parse/parse-fountain.ts";
import { paginate } from "../layout/paginate.ts";
import { writeFdx } from "../fdx/write-fdx.ts";
import { readFdx } from "../fdx/read-fdx.ts";
import { writeFountain } from "../write-fountain.ts";
import { lockLayout } from "./lock-layout.ts";
import { productionExport } from "./production-export.ts";

const LOCKED = `INT. KITCHEN - DAY

Anna pours coffee. She waits.

EXT. GARDEN - DAY

The roses are in bloom.

INT. HALL - NIGHT

The clock strikes twelve.`;
const NOW = `INT. KITCHEN - DAY

Anna pours tea. She waits.

INT. CELLAR - DAY

Cold.

INT. HALL - NIGHT

The clock strikes twelve.`;

const locked = parseFountain(LOCKED);
const lock = { doc: locked, layout: lockLayout(locked, paginate(locked, { withSources: true })) };
const revisions = {
  sets: [
    { index: 0, date: "2025-03-01" },
    { index: 1, date: "2025-03-04", doc: parseFountain(LOCKED) },
  ],
  upTo: 1,
};

describe("exports of a locked, revised script", () => {
  const out = productionExport(parseFountain(NOW), { lock, revisions });

  it("writes Fountain with the locked numbers and OMITTED", () => {
    const text = writeFountain(out.doc);
    expect(text).toContain("INT. KITCHEN - DAY #1#");
    expect(text).toContain(".OMITTED #2#");
    expect(text).toContain("INT. CELLAR - DAY #2A#");
    expect(text).toContain("INT. HALL - NIGHT #3#");
    const back = parseFountain(text).elements.filter((e) => e.type === "scene_heading");
    expect(back.map((e) => (e.type === "scene_heading" ? e.sceneNumber : ""))).toEqual([
      "1",
      "2",
      "2A",
      "3",
    ]);
  });

  it("writes FDX with the numbers, RevisionID on changed runs and the revision sets", () => {
    const xml = writeFdx(out.doc, { revisions: out.fdx });
    expect(xml).toContain('<Paragraph Type="Scene Heading" Number="2A">');
    expect(xml).toContain('<Paragraph Type="Scene Heading" Number="2"><Text>OMITTED</Text>');
    expect(xml).toContain(
      '<Paragraph Type="Action"><Text>Anna pours </Text><Text RevisionID="1">tea</Text><Text>. She waits.</Text></Paragraph>',
    );
    expect(xml).toContain('<Paragraph Type="Action"><Text RevisionID="1">Cold.</Text></Paragraph>');
    expect(xml).toContain('<Paragraph Type="Action"><Text>The clock strikes twelve.</Text>');
    expect(xml).toMatch(
      /<Revisions ActiveSet="1"[^>]*>\s*<Revision Color="#[0-9A-F]{12}" FullRevision="No" ID="1" Mark="\*" Name="Blue Revision" PageColor="#[0-9A-F]{12}" Style=""\/>\s*<\/Revisions>/,
    );
    // Final Draft's reader (and ours) still reads the text.
    const back = readFdx(xml);
    expect(back.elements.map((e) => ("text" in e ? e.text : ""))).toContain(
      "Anna pours tea. She waits.",
    );
  });

  it("writes no revision sets for a script without revisions", () => {
    expect(writeFdx(parseFountain(NOW))).not.toContain("<Revisions");
  });
});
