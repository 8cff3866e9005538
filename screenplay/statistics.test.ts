import { describe, expect, it } from "vitest";
import { parseFountain } from "./parse/parse-fountain.ts";
import { paginate } from "./layout/paginate.ts";
import { statistics } from "./statistics.ts";
import { corpusFile, hasCorpus, readBytes } from "./test/corpus.ts";

describe("statistics", () => {
  it("counts scenes, settings, times and dialogue lines", () => {
    const doc = parseFountain(
      "INT. A - DAY\n\nBOB\nOne.\nTwo.\n\nEXT. B - NIGHT\n\nANN (V.O.)\nHi.\n\nBOB\nThree.\n\nINT./EXT. CAR - MORNING\n\nI/E TRUCK - LATER\n\n.MONTAGE",
    );
    const s = statistics(doc, paginate(doc));
    expect(s).toMatchObject({
      pages: 1,
      scenes: 5,
      interior: 1,
      exterior: 1,
      interiorExterior: 2,
      otherSetting: 1,
      day: 2,
      night: 1,
      otherTime: 2,
      runningTimeMinutes: 1,
    });
    expect(s.characters).toEqual([
      { name: "BOB", speeches: 2, dialogueLines: 3 },
      { name: "ANN", speeches: 1, dialogueLines: 1 },
    ]);
    expect(statistics(doc).characters[0]).toEqual({ name: "BOB", speeches: 2, dialogueLines: 3 });
  });
  it.skipIf(!hasCorpus)("Big Fish: Edward talks the most and the film runs about two hours", () => {
    const doc = parseFountain(readBytes(corpusFile("scripts/Big-Fish.fountain")));
    const s = statistics(doc, paginate(doc));
    expect(s.scenes).toBe(190);
    expect(s.characters[0]?.name).toBe("EDWARD");
    expect(s.runningTimeMinutes).toBeGreaterThanOrEqual(115);
    expect(s.runningTimeMinutes).toBeLessThanOrEqual(125);
    expect(s.interior + s.exterior + s.interiorExterior + s.otherSetting).toBe(190);
  });
});
