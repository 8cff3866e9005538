import { describe, expect, it } from "vitest";
import { targetMovieId } from "./compose-request";

describe("targetMovieId", () => {
  const movies = [
    { id: "old", updatedAt: "2026-01-01T00:00:00Z" },
    { id: "new", updatedAt: "2026-03-01T00:00:00Z" },
  ];
  it("takes the given movie, else the selected one, else the most recently updated", () => {
    expect(targetMovieId("given", movies, "old")).toBe("given");
    expect(targetMovieId(null, movies, "old")).toBe("old");
    expect(targetMovieId(null, movies, "deleted")).toBe("new");
    expect(targetMovieId(null, movies, null)).toBe("new");
    expect(targetMovieId(null, [], null)).toBeNull();
  });
});
