import { describe, expect, it } from "vitest";
import { moveScene, sameColumns, UNPLACED } from "./board-model";

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
});
