import { describe, expect, it } from "vitest";
import { mergeScreenplayText } from "./merge-screenplay-text.ts";

const script = (...lines: string[]) => lines.join("\n");

const base = script(
  "INT. KITCHEN - NIGHT",
  "",
  "Rosa packs her suitcase.",
  "",
  "ROSA",
  "We leave at dawn.",
  "",
  "EXT. HARBOUR - DAY",
  "",
  "The ferry waits.",
  "",
);

describe("mergeScreenplayText", () => {
  it("takes the one side that changed when the other did not", () => {
    const mine = base.replace("We leave at dawn.", "We leave tonight.");
    expect(mergeScreenplayText(base, mine, base)).toEqual({ status: "merged", text: mine });
    expect(mergeScreenplayText(base, base, mine)).toEqual({ status: "merged", text: mine });
    expect(mergeScreenplayText(base, mine, mine)).toEqual({ status: "merged", text: mine });
  });

  it("keeps both edits when they touch different lines", () => {
    const mine = base.replace("Rosa packs her suitcase.", "Rosa packs her grandmother's suitcase.");
    const theirs = base.replace("The ferry waits.", "The ferry waits, engines humming.");
    const result = mergeScreenplayText(base, mine, theirs);
    expect(result).toEqual({
      status: "merged",
      text: base
        .replace("Rosa packs her suitcase.", "Rosa packs her grandmother's suitcase.")
        .replace("The ferry waits.", "The ferry waits, engines humming."),
    });
  });

  it("keeps lines added on one side and removed on the other in different places", () => {
    const mine = script(
      "FADE IN:",
      "",
      ...base.split("\n").filter((l) => l !== "The ferry waits."),
    );
    const theirs = base.replace("ROSA\nWe leave at dawn.", "ROSA\n(whispering)\nWe leave at dawn.");
    const result = mergeScreenplayText(base, mine, theirs);
    expect(result.status).toBe("merged");
    if (result.status !== "merged") return;
    expect(result.text.startsWith("FADE IN:\n\nINT. KITCHEN - NIGHT")).toBe(true);
    expect(result.text).toContain("ROSA\n(whispering)\nWe leave at dawn.");
    expect(result.text).not.toContain("The ferry waits.");
  });

  it("merges edits of neighbouring lines made on different sides", () => {
    const mine = base.replace("ROSA", "ROSA (V.O.)");
    const theirs = base.replace("We leave at dawn.", "We leave at first light.");
    expect(mergeScreenplayText(base, mine, theirs)).toEqual({
      status: "merged",
      text: base
        .replace("ROSA", "ROSA (V.O.)")
        .replace("We leave at dawn.", "We leave at first light."),
    });
  });

  it("is a conflict carrying both texts when both change the same lines differently", () => {
    const mine = base.replace("We leave at dawn.", "We leave tonight.");
    const theirs = base.replace("We leave at dawn.", "We never leave.");
    const result = mergeScreenplayText(base, mine, theirs);
    expect(result).toEqual({
      status: "conflict",
      mine,
      theirs,
      hunks: [{ baseLines: [5, 6], mine: ["We leave tonight."], theirs: ["We never leave."] }],
    });
  });

  it("is a conflict when both insert different lines at the same place", () => {
    const mine = base.replace("The ferry waits.", "The ferry waits.\nGulls.");
    const theirs = base.replace("The ferry waits.", "The ferry waits.\nRain.");
    const result = mergeScreenplayText(base, mine, theirs);
    expect(result.status).toBe("conflict");
    if (result.status !== "conflict") return;
    expect(result.hunks).toEqual([{ baseLines: [10, 10], mine: ["Gulls."], theirs: ["Rain."] }]);
  });

  it("merges edits scattered through a 200,000-character script quickly", () => {
    const scenes = Array.from({ length: 3_000 }, (_, n) =>
      script(
        `INT. ROOM ${n} - DAY`,
        "",
        `Rosa looks out of window ${n}.`,
        "",
        "ROSA",
        "Again, and again.",
        "",
      ),
    );
    const long = scenes.join("\n");
    expect(long.length).toBeGreaterThan(200_000);
    // Thirty edits on each side, never the same scene.
    const edit = (text: string, from: number, verb: string) => {
      let out = text;
      for (let n = from; n < 3_000; n += 100) {
        out = out.replace(`Rosa looks out of window ${n}.`, `Rosa ${verb} window ${n}.`);
      }
      return out;
    };
    const mine = edit(long, 10, "stares out of");
    const theirs = edit(long, 60, "waves from");
    const started = performance.now();
    const result = mergeScreenplayText(long, mine, theirs);
    const ms = performance.now() - started;
    expect(result).toEqual({ status: "merged", text: edit(mine, 60, "waves from") });
    // Generous: a guard against a quadratic algorithm, not a benchmark.
    expect(ms).toBeLessThan(2_000);
  });

  it("calls texts too different to line up a conflict instead of merging them wrongly", () => {
    const lines = (seed: string) => Array.from({ length: 50 }, (_, n) => `${seed} ${n}`).join("\n");
    const result = mergeScreenplayText(lines("base"), lines("mine"), lines("theirs"), 10);
    expect(result.status).toBe("conflict");
    if (result.status !== "conflict") return;
    expect(result.mine).toBe(lines("mine"));
    expect(result.theirs).toBe(lines("theirs"));
  });
});
