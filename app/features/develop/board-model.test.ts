import { describe, expect, it } from "vitest";
import {
  columnsOf,
  dropIndexAt,
  moveScene,
  placedCount,
  sameColumns,
  switchStructure,
  UNPLACED,
} from "./board-model";

describe("beat board moves", () => {
  const board = { [UNPLACED]: ["a", "b"], catalyst: ["c", "d", "e"], finale: [] };

  it("moves a card onto another beat at a position", () => {
    expect(moveScene(board, "a", "catalyst", 1)).toEqual({
      [UNPLACED]: ["b"],
      catalyst: ["c", "a", "d", "e"],
      finale: [],
    });
    expect(moveScene(board, "e", "finale", 0).finale).toEqual(["e"]);
  });

  it("reorders within a beat, down and up", () => {
    // Down one: the drop index counts the card itself (as the pointer and the arrows give it).
    expect(moveScene(board, "c", "catalyst", 2).catalyst).toEqual(["d", "c", "e"]);
    expect(moveScene(board, "e", "catalyst", 1).catalyst).toEqual(["c", "e", "d"]);
    expect(moveScene(board, "c", "catalyst", 99).catalyst).toEqual(["d", "e", "c"]);
  });

  it("compares boards", () => {
    expect(sameColumns(board, { ...board })).toBe(true);
    expect(sameColumns(board, moveScene(board, "a", UNPLACED, 1))).toBe(true);
    expect(sameColumns(board, moveScene(board, "a", UNPLACED, 2))).toBe(false);
  });

  it("reads the stored board with the tray first", () => {
    expect(
      columnsOf({
        unplacedSceneIds: ["a"],
        beats: [
          { beatKey: "catalyst", sceneIds: ["b", "c"] },
          { beatKey: "finale", sceneIds: [] },
        ],
      }),
    ).toEqual({ [UNPLACED]: ["a"], catalyst: ["b", "c"], finale: [] });
  });

  it("sends every scene back to the tray, in board order, when the structure changes", () => {
    expect(switchStructure(board, ["catalyst", "finale"], ["act_one", "act_two"])).toEqual({
      [UNPLACED]: ["a", "b", "c", "d", "e"],
      act_one: [],
      act_two: [],
    });
  });

  it("counts the scenes on beats", () => {
    expect(placedCount(board)).toBe(3);
    expect(placedCount({ [UNPLACED]: ["a"] })).toBe(0);
  });

  it("drops a card after the cards whose middle is above the pointer", () => {
    const cards = [
      { top: 0, height: 40 },
      { top: 50, height: 40 },
      { top: 100, height: 40 },
    ];
    expect(dropIndexAt(5, cards)).toBe(0);
    expect(dropIndexAt(25, cards)).toBe(1);
    expect(dropIndexAt(71, cards)).toBe(2);
    expect(dropIndexAt(500, cards)).toBe(3);
    expect(dropIndexAt(10, [])).toBe(0);
  });
});
