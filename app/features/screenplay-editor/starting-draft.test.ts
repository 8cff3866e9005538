import { describe, expect, it } from "vitest";
import type { Screenplay } from "./screenplay-api";
import { startingDraft } from "./starting-draft";

const loaded = {
  fountain: "INT. KITCHEN - DAY",
  titlePage: { entries: [] },
  version: 4,
} as unknown as Screenplay;
const server = { fountain: loaded.fountain, titlePage: loaded.titlePage };
const local = (fountain: string, baseVersion: number) => ({
  fountain,
  titlePage: { entries: [] },
  baseVersion,
  at: "2026-01-01T00:00:00.000Z",
});

describe("what the editor opens with", () => {
  it("the stored text when this device kept nothing", () => {
    expect(startingDraft(loaded, null)).toEqual({
      draft: server,
      adopted: false,
      offer: null,
      discardLocal: false,
    });
  });

  it("the stored text, dropping a device copy that says the same", () => {
    expect(startingDraft(loaded, local(loaded.fountain, 2))).toMatchObject({
      draft: server,
      offer: null,
      discardLocal: true,
    });
  });

  it("this device's edits, carried on, when they were made on the stored version", () => {
    expect(startingDraft(loaded, local("INT. KITCHEN - NIGHT", 4))).toEqual({
      draft: { fountain: "INT. KITCHEN - NIGHT", titlePage: { entries: [] } },
      adopted: true,
      offer: null,
      discardLocal: false,
    });
  });

  it("the stored text, offering edits made on an older version", () => {
    const older = local("INT. KITCHEN - NIGHT", 3);
    expect(startingDraft(loaded, older)).toEqual({
      draft: server,
      adopted: false,
      offer: older,
      discardLocal: false,
    });
  });
});
