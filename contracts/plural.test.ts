import { describe, expect, it } from "vitest";
import { countOf, nounFor } from "./plural.ts";

describe("counts with their noun", () => {
  it("takes the singular for one and the plural for everything else", () => {
    expect(countOf(1, "movie", "movies")).toBe("1 movie");
    expect(countOf(0, "movie", "movies")).toBe("0 movies");
    expect(countOf(3, "movie", "movies")).toBe("3 movies");
    expect(countOf(1.5, "minute", "minutes")).toBe("1.5 minutes");
  });

  it("groups thousands and keeps irregular plurals as given", () => {
    expect(countOf(1204, "speech", "speeches")).toBe("1,204 speeches");
    expect(nounFor(1, { one: "person", other: "people" })).toBe("person");
    expect(nounFor(2, { one: "person", other: "people" })).toBe("people");
  });

  it("picks between two whole sentences where one and many are worded apart", () => {
    const heading = (n: number) =>
      nounFor(n, {
        one: "A scene from your answers",
        other: `${countOf(n, "scene", "scenes")} from your answers`,
      });
    expect(heading(1)).toBe("A scene from your answers");
    expect(heading(2)).toBe("2 scenes from your answers");
    expect(heading(0)).toBe("0 scenes from your answers");
  });
});
