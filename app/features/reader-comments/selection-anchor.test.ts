import { describe, expect, it } from "vitest";
import { ANCHOR_CONTEXT_CHARS } from "#contracts/share-comments.ts";
import { anchorFrom } from "./selection-anchor";

describe("anchorFrom", () => {
  const text = "Ines climbs the stairs one last time, counting each step aloud for her father.";

  it("keeps the words and up to the context's length either side", () => {
    const start = text.indexOf("one last time");
    const anchor = anchorFrom(text, start, start + "one last time".length, 12);
    expect(anchor).toEqual({
      quote: "one last time",
      prefix: "Ines climbs the stairs ",
      suffix: text.slice(start + 13, start + 13 + ANCHOR_CONTEXT_CHARS),
      line: 12,
    });
    expect(anchor?.suffix.length).toBe(ANCHOR_CONTEXT_CHARS);
  });

  it("trims spaces at the ends of a selection and refuses a selection of spaces", () => {
    const start = text.indexOf(" the stairs ");
    expect(anchorFrom(text, start, start + 12, null)?.quote).toBe("the stairs");
    expect(anchorFrom("a   b", 1, 4, 0)).toBeNull();
  });

  it("accepts a selection made backwards", () => {
    expect(anchorFrom(text, 11, 0, 3)?.quote).toBe("Ines climbs");
  });
});
