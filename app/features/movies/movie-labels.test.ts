import { describe, expect, it } from "vitest";
import { genres, movieStatuses } from "#contracts/movie-vocabulary.ts";
import {
  GENRE_OPTIONS,
  genreLabel,
  sceneCountLabel,
  STATUS_OPTIONS,
  statusLabel,
  toGenre,
} from "./movie-labels";

describe("movie labels", () => {
  it("offers exactly the contract's genres and statuses, in its order", () => {
    expect(GENRE_OPTIONS.map((g) => g.value)).toEqual([...genres]);
    expect(STATUS_OPTIONS.map((s) => s.value)).toEqual([...movieStatuses]);
  });

  it("reads a stored genre, known or free text", () => {
    expect(genreLabel("sci-fi")).toBe("Sci-Fi");
    expect(genreLabel("DRAMA")).toBe("Drama");
    expect(genreLabel("western")).toBe("Western");
    expect(genreLabel(null)).toBeNull();
    expect(genreLabel("")).toBeNull();
  });

  it("edits an unknown genre as the default one", () => {
    expect(toGenre("Comedy")).toBe("comedy");
    expect(toGenre("western")).toBe("action");
    expect(toGenre(undefined)).toBe("action");
  });

  it("names statuses and scene counts", () => {
    expect(statusLabel("archived")).toBe("Archived");
    expect(sceneCountLabel(1)).toBe("1 scene");
    expect(sceneCountLabel(0)).toBe("0 scenes");
    expect(sceneCountLabel(12)).toBe("12 scenes");
  });
});
