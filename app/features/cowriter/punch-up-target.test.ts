import { describe, expect, it } from "vitest";
import { punchUpTarget, replaceTarget } from "./punch-up-target";

const script = [
  "EXT. THE LAKE - DAWN",
  "",
  "DAD",
  "Wait.",
  "",
  "EXT. THE OLD DOCK - DAY",
  "",
  "DAD",
  "Wait.",
  "",
  "They sit.",
].join("\n");

describe("punchUpTarget", () => {
  it("takes the selection, trimmed, with its offsets", () => {
    const from = script.lastIndexOf("DAD") - 1; // the blank line before it, selected too
    const to = script.lastIndexOf("Wait.") + "Wait.\n".length;
    const target = punchUpTarget(script, 1, { from, to });
    expect(target).toEqual({
      kind: "selection",
      text: "DAD\nWait.",
      from: from + 1,
      to: from + 1 + "DAD\nWait.".length,
    });
    expect(script.slice(target!.from, target!.to)).toBe("DAD\nWait.");
  });
  it("falls back to the scene at the cursor when nothing (or only blanks) is selected", () => {
    expect(punchUpTarget(script, 8, { from: 3, to: 3 })).toMatchObject({
      kind: "scene",
      text: "EXT. THE OLD DOCK - DAY\n\nDAD\nWait.\n\nThey sit.",
      from: script.indexOf("EXT. THE OLD DOCK"),
    });
    expect(punchUpTarget(script, 3, { from: 20, to: 22 })).toMatchObject({
      kind: "scene",
      from: 0,
    });
    expect(punchUpTarget("Just a line.", 1, null)).toBeNull();
  });
});

describe("replaceTarget", () => {
  it("replaces exactly the passage asked about, not an earlier identical one", () => {
    const from = script.lastIndexOf("Wait.");
    const next = replaceTarget(script, { text: "Wait.", from, to: from + 5 }, "Stay.");
    expect(next).toBe(script.slice(0, from) + "Stay." + script.slice(from + 5));
    expect(next!.indexOf("Wait.")).toBe(script.indexOf("Wait."));
  });
  it("finds a moved passage when it is the only one, else asks to ask again", () => {
    const moved = `Title\n${script}`;
    const at = script.indexOf("They sit.");
    expect(replaceTarget(moved, { text: "They sit.", from: at, to: at + 9 }, "Silence.")).toBe(
      `Title\n${script.replace("They sit.", "Silence.")}`,
    );
    const wait = script.indexOf("Wait.");
    expect(replaceTarget(moved, { text: "Wait.", from: wait, to: wait + 5 }, "X")).toBeNull();
    expect(replaceTarget("gone", { text: "Wait.", from: 0, to: 5 }, "X")).toBeNull();
  });
});
