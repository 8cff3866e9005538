import { describe, expect, it } from "vitest";
import { diffLines } from "./diff-lines";
import { applyPlacement, placeScene, replacePassage, sceneAtLine } from "./place-scene";

const script = [
  "FADE IN:",
  "",
  "# Fishing with Dad",
  "",
  "EXT. THE LAKE - DAWN",
  "",
  "I am twelve.",
  "",
  "DAD",
  "Cast it past the reeds.",
  "",
  "# The dock",
  "",
  "EXT. THE OLD DOCK - DAY",
  "",
  "> FADE OUT.",
].join("\n");

const scene =
  "EXT. THE LAKE - DAWN\n\nMist.\n\nDAD\nCast it past the reeds.\n\nDAD\nWait. [[invented]]";

describe("placeScene", () => {
  it("replaces the scene with the same heading, up to the next section", () => {
    const placed = placeScene(script, scene);
    expect(placed.replaced).toEqual([
      "EXT. THE LAKE - DAWN",
      "",
      "I am twelve.",
      "",
      "DAD",
      "Cast it past the reeds.",
    ]);
    const next = applyPlacement(placed, scene);
    expect(next).toContain("# Fishing with Dad\n\nEXT. THE LAKE - DAWN\n\nMist.");
    expect(next).toContain("Wait. [[invented]]\n\n# The dock");
    expect(next).not.toContain("I am twelve.");
  });
  it("adds a scene the text lacks before FADE OUT., or at the end", () => {
    const other = "INT. THE CAR - DAY\n\nQuiet.";
    expect(applyPlacement(placeScene(script, other), other)).toMatch(
      /EXT\. THE OLD DOCK - DAY\n\nINT\. THE CAR - DAY\n\nQuiet\.\n\n> FADE OUT\.$/,
    );
    expect(applyPlacement(placeScene("", other), other)).toBe(other);
  });
});

describe("diffLines", () => {
  it("marks kept, removed and added lines, and flags invented ones", () => {
    const placed = placeScene(script, scene);
    const diff = diffLines(placed.replaced, scene.split("\n"));
    expect(diff.filter((d) => d.kind === "removed").map((d) => d.text)).toEqual(["I am twelve."]);
    expect(diff.filter((d) => d.kind === "added").map((d) => d.text)).toContain("Mist.");
    const invented = diff.filter((d) => d.invented);
    expect(invented).toEqual([{ kind: "added", text: "Wait.", invented: true }]);
    expect(diff.find((d) => d.text === "Cast it past the reeds.")?.kind).toBe("same");
  });
});

describe("replacePassage", () => {
  it("replaces the passage where it stands, or says it is gone", () => {
    expect(replacePassage("A\nB\nC", "B", "X")).toBe("A\nX\nC");
    expect(replacePassage("A", "B", "X")).toBeNull();
  });
});

describe("sceneAtLine", () => {
  it("finds the scene around the cursor, none before the first heading", () => {
    expect(sceneAtLine(script, 7)).toBe(
      "EXT. THE LAKE - DAWN\n\nI am twelve.\n\nDAD\nCast it past the reeds.",
    );
    expect(sceneAtLine(script, 1)).toBeNull();
  });
});
