import { describe, expect, it } from "vitest";
import { genres, movieCreateSchema, movieStatuses, movieUpdateSchema } from "./movie.ts";

function firstIssue(schema: typeof movieCreateSchema | typeof movieUpdateSchema, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  if (result.success) throw new Error("expected a rejection");
  return result.error.issues[0]!;
}

describe("movie constants", () => {
  it("lists the three statuses", () => {
    expect([...movieStatuses]).toEqual(["draft", "published", "archived"]);
  });

  it("lists lower-case genres", () => {
    expect(genres.length).toBeGreaterThan(0);
    for (const g of genres) expect(g).toBe(g.toLowerCase());
  });
});

describe("movieCreateSchema", () => {
  it("accepts a title alone", () => {
    expect(movieCreateSchema.safeParse({ title: "My Movie" })).toEqual({
      success: true,
      data: { title: "My Movie" },
    });
  });

  it("accepts every field", () => {
    const id = crypto.randomUUID();
    const result = movieCreateSchema.safeParse({
      id,
      title: "My Movie",
      description: "About things",
      genre: "drama",
      coverImage: "/media/cover.jpg",
      coverPageUrl: "https://example.com/cover",
      status: "published",
      metadata: { tags: ["a"] },
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      id,
      title: "My Movie",
      description: "About things",
      genre: "drama",
      coverImage: "/media/cover.jpg",
      coverPageUrl: "https://example.com/cover",
      status: "published",
      metadata: { tags: ["a"] },
    });
  });

  it("requires a title", () => {
    const issue = firstIssue(movieCreateSchema, {});
    expect(issue.message).toBe("Give your movie a title.");
    expect(issue.path).toEqual(["title"]);
  });

  it.each(["", "   ", "\t\n"])("rejects the blank title %j", (title) => {
    const issue = firstIssue(movieCreateSchema, { title });
    expect(issue.message).toBe("Give your movie a title.");
    expect(issue.path).toEqual(["title"]);
  });

  it("rejects a non-string title with the required message", () => {
    const issue = firstIssue(movieCreateSchema, { title: 5 });
    expect(issue.message).toBe("Give your movie a title.");
    expect(issue.path).toEqual(["title"]);
  });

  it("trims the title", () => {
    expect(movieCreateSchema.parse({ title: "  My Movie \n" }).title).toBe("My Movie");
  });

  it("accepts a 200-character title and rejects 201", () => {
    expect(movieCreateSchema.safeParse({ title: "a".repeat(200) }).success).toBe(true);
    const issue = firstIssue(movieCreateSchema, { title: "a".repeat(201) });
    expect(issue.message).toBe("Title is too long (200 characters at most)");
    expect(issue.path).toEqual(["title"]);
  });

  it("measures the title length after trimming", () => {
    expect(movieCreateSchema.parse({ title: ` ${"a".repeat(200)} ` }).title).toHaveLength(200);
  });

  it.each([
    ["Drama", "drama"],
    ["  SCI-FI ", "sci-fi"],
    ["Film Noir", "film noir"],
    ["comedy", "comedy"],
  ])("lower-cases and trims the genre %j", (genre, expected) => {
    expect(movieCreateSchema.parse({ title: "T", genre }).genre).toBe(expected);
  });

  it("accepts a null or absent genre", () => {
    expect(movieCreateSchema.parse({ title: "T", genre: null }).genre).toBeNull();
    expect("genre" in movieCreateSchema.parse({ title: "T" })).toBe(false);
  });

  it("rejects a genre over 50 characters", () => {
    const issue = firstIssue(movieCreateSchema, { title: "T", genre: "g".repeat(51) });
    expect(issue.path).toEqual(["genre"]);
    expect(issue.code).toBe("too_big");
  });

  it.each(movieStatuses)("accepts the status %j", (status) => {
    expect(movieCreateSchema.parse({ title: "T", status }).status).toBe(status);
  });

  it.each(["live", "Draft", "", null])("rejects the status %j", (status) => {
    const issue = firstIssue(movieCreateSchema, { title: "T", status });
    expect(issue.message).toBe("status must be one of draft, published, archived");
    expect(issue.path).toEqual(["status"]);
  });

  it("rejects a non-UUID id", () => {
    const issue = firstIssue(movieCreateSchema, { title: "T", id: "movie-1" });
    expect(issue.message).toBe("id must be a UUID");
    expect(issue.path).toEqual(["id"]);
  });

  it("accepts a userId from old clients", () => {
    expect(movieCreateSchema.safeParse({ title: "T", userId: "someone-else" }).success).toBe(true);
  });

  it("trims optional text fields and accepts null", () => {
    const data = movieCreateSchema.parse({
      title: "T",
      description: "  d  ",
      coverImage: null,
      coverPageUrl: " /c ",
    });
    expect(data.description).toBe("d");
    expect(data.coverImage).toBeNull();
    expect(data.coverPageUrl).toBe("/c");
  });

  it("rejects metadata that is not a record", () => {
    const issue = firstIssue(movieCreateSchema, { title: "T", metadata: [1] });
    expect(issue.path).toEqual(["metadata"]);
  });
});

describe("movieUpdateSchema", () => {
  it("requires version", () => {
    const issue = firstIssue(movieUpdateSchema, { title: "New" });
    expect(issue.message).toBe("version is required");
    expect(issue.path).toEqual(["version"]);
  });

  it("accepts version alone (every other field is optional)", () => {
    expect(movieUpdateSchema.safeParse({ version: 1 })).toEqual({
      success: true,
      data: { version: 1 },
    });
  });

  it.each([0, -1, 1.5, "2", null])("rejects the version %j", (version) => {
    const issue = firstIssue(movieUpdateSchema, { version });
    expect(issue.path).toEqual(["version"]);
    expect(issue.message).toBe("version is required");
  });

  it("keeps the create rules for the fields it carries", () => {
    expect(movieUpdateSchema.parse({ version: 3, title: "  New  ", genre: "HORROR" })).toEqual({
      version: 3,
      title: "New",
      genre: "horror",
    });
    const blank = firstIssue(movieUpdateSchema, { version: 3, title: " " });
    expect(blank.message).toBe("Give your movie a title.");
    expect(blank.path).toEqual(["title"]);
    const status = firstIssue(movieUpdateSchema, { version: 3, status: "deleted" });
    expect(status.message).toBe("status must be one of draft, published, archived");
    expect(status.path).toEqual(["status"]);
  });

  it("drops id and userId (the update cannot move or re-own a movie)", () => {
    expect(
      movieUpdateSchema.parse({ version: 2, id: crypto.randomUUID(), userId: "other", title: "T" }),
    ).toEqual({ version: 2, title: "T" });
  });
});
