import { describe, expect, it } from "vitest";
import { wrapSelection } from "./text-format";

describe("wrapSelection", () => {
  it("wraps the selection in the marks", () => {
    const v = { value: "a big day", selectionStart: 2, selectionEnd: 5 };
    expect(wrapSelection(v, "bold")).toEqual({
      value: "a **big** day",
      selectionStart: 4,
      selectionEnd: 7,
    });
    expect(wrapSelection(v, "italic")?.value).toBe("a *big* day");
    expect(wrapSelection(v, "underline")?.value).toBe("a _big_ day");
  });
  it("does nothing without a selection", () => {
    expect(wrapSelection({ value: "abc", selectionStart: 1, selectionEnd: 1 }, "bold")).toBeNull();
  });
  it("keeps spaces outside the marks", () => {
    expect(
      wrapSelection({ value: "a big day", selectionStart: 1, selectionEnd: 6 }, "bold")?.value,
    ).toBe("a **big** day");
  });
});
