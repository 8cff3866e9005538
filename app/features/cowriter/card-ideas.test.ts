import { describe, expect, it } from "vitest";
import { addIdea, fillFor } from "./card-ideas";

describe("fillFor", () => {
  it("sends the logline and theme to their cards, the want and need to the protagonist", () => {
    expect(fillFor("logline", " A boy waits. ", 1)).toEqual({
      id: 1,
      card: "logline",
      field: "text",
      line: "A boy waits.",
    });
    expect(fillFor("theme", "Patience.", 2)).toMatchObject({ card: "theme", field: "text" });
    expect(fillFor("want", "To catch a fish.", 3)).toMatchObject({
      card: "protagonist",
      field: "description",
      line: "Wants: To catch a fish.",
    });
    expect(fillFor("need", "To be seen.", 4).line).toBe("Needs: To be seen.");
  });
});

describe("addIdea", () => {
  it("fills an empty field, and adds after what the writer wrote without replacing it", () => {
    expect(addIdea("", "A boy waits.")).toBe("A boy waits.");
    expect(addIdea("  \n", "A boy waits.")).toBe("A boy waits.");
    expect(addIdea("Twelve, shy.\n", "Wants: a fish.")).toBe("Twelve, shy.\nWants: a fish.");
  });
  it("does not add the same suggestion twice", () => {
    const once = addIdea("Twelve, shy.", "Wants: a fish.");
    expect(addIdea(once, "Wants: a fish.")).toBe(once);
  });
});
