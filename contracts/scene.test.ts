import { describe, expect, it } from "vitest";
import { MEDIA_URL_MESSAGE } from "./scene-element.ts";
import { sceneCreateSchema } from "./scene.ts";

const minimal = { movieId: "movie-1", title: "Opening", sceneNumber: 1 };

function firstIssue(input: unknown) {
  const result = sceneCreateSchema.safeParse(input);
  expect(result.success).toBe(false);
  if (result.success) throw new Error("expected a rejection");
  return result.error.issues[0]!;
}

function accept(input: unknown) {
  const result = sceneCreateSchema.safeParse(input);
  if (!result.success)
    throw new Error(`expected acceptance, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

describe("sceneCreateSchema", () => {
  it("fills the defaults for elements, characterIds and metadata", () => {
    expect(accept(minimal)).toEqual({
      movieId: "movie-1",
      title: "Opening",
      sceneNumber: 1,
      elements: [],
      characterIds: [],
      metadata: {},
    });
  });

  it("accepts the composer's payload", () => {
    const payload = {
      movieId: "8d3e1c2a-9f4b-4c7e-a1d2-3b4c5d6e7f80",
      title: "It was a dark and stormy night.",
      description: "",
      elements: [
        { id: "el-1", elementType: "image", content: { imageUrl: "/media/x.jpg", alt: "" } },
        { id: "el-2", elementType: "text", content: { text: "It was a dark and stormy night." } },
      ],
      sceneNumber: 1,
      characterIds: [],
      metadata: {},
    };
    expect(accept(payload)).toEqual(payload);
  });

  it("accepts every optional field", () => {
    const id = crypto.randomUUID();
    const payload = {
      ...minimal,
      id,
      description: "d",
      location: "Harbour",
      elements: [{ id: "q", elementType: "quote", content: { quote: "Q" } }],
      characterIds: ["c1", "c2"],
      timeOfDay: "night",
      duration: 0,
      metadata: { mood: "tense", n: 2 },
      sceneType: "quote",
      content: "legacy",
    };
    expect(accept(payload)).toEqual(payload);
  });

  it("keeps given elements, characterIds and metadata instead of the defaults", () => {
    const data = accept({ ...minimal, characterIds: ["c"], metadata: { a: 1 } });
    expect(data.characterIds).toEqual(["c"]);
    expect(data.metadata).toEqual({ a: 1 });
  });

  it("requires movieId", () => {
    const issue = firstIssue({ title: "T", sceneNumber: 1 });
    expect(issue.message).toBe("movieId is required");
    expect(issue.path).toEqual(["movieId"]);
  });

  it("rejects an empty movieId", () => {
    const issue = firstIssue({ ...minimal, movieId: "" });
    expect(issue.message).toBe("movieId is required");
    expect(issue.path).toEqual(["movieId"]);
  });

  it("rejects a non-string movieId", () => {
    const issue = firstIssue({ ...minimal, movieId: 7 });
    expect(issue.message).toBe("movieId is required");
    expect(issue.path).toEqual(["movieId"]);
  });

  it("requires a title", () => {
    const issue = firstIssue({ movieId: "m", sceneNumber: 1 });
    expect(issue.message).toBe("Title is required");
    expect(issue.path).toEqual(["title"]);
  });

  it.each(["", "   ", "\n\t"])("rejects the blank title %j", (title) => {
    const issue = firstIssue({ ...minimal, title });
    expect(issue.message).toBe("Title is required");
    expect(issue.path).toEqual(["title"]);
  });

  it("trims the title", () => {
    expect(accept({ ...minimal, title: "  Opening \n" }).title).toBe("Opening");
  });

  it("reports all three required fields when the payload is empty", () => {
    const result = sceneCreateSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["movieId"], "movieId is required"],
      [["title"], "Title is required"],
      [["sceneNumber"], "sceneNumber must be an integer"],
    ]);
  });

  it.each([1.5, "1", null, undefined, Number.NaN])("rejects the sceneNumber %j", (sceneNumber) => {
    const issue = firstIssue({ ...minimal, sceneNumber });
    expect(issue.message).toBe("sceneNumber must be an integer");
    expect(issue.path).toEqual(["sceneNumber"]);
  });

  it.each([0, 1, 42])("accepts the integer sceneNumber %j", (sceneNumber) => {
    expect(accept({ ...minimal, sceneNumber }).sceneNumber).toBe(sceneNumber);
  });

  it("rejects a fractional duration with its message", () => {
    const issue = firstIssue({ ...minimal, duration: 1.5 });
    expect(issue.message).toBe("duration must be a whole number of seconds");
    expect(issue.path).toEqual(["duration"]);
  });

  it("rejects a negative duration", () => {
    const issue = firstIssue({ ...minimal, duration: -1 });
    expect(issue.path).toEqual(["duration"]);
    expect(issue.code).toBe("too_small");
  });

  it.each(["text", "video", "image", "gallery", "quote", "calendar", "gif"])(
    "accepts the sceneType %j",
    (sceneType) => {
      expect(accept({ ...minimal, sceneType }).sceneType).toBe(sceneType);
    },
  );

  it.each(["audio", "TEXT", ""])("rejects the sceneType %j", (sceneType) => {
    const issue = firstIssue({ ...minimal, sceneType });
    expect(issue.path).toEqual(["sceneType"]);
    expect(issue.code).toBe("invalid_value");
    expect(issue.message).toBe(
      'Invalid option: expected one of "text"|"video"|"image"|"gallery"|"quote"|"calendar"|"gif"',
    );
  });

  it("accepts a client-generated UUID id", () => {
    const id = crypto.randomUUID();
    expect(accept({ ...minimal, id }).id).toBe(id);
  });

  it.each(["not-a-uuid", "", "12345678-1234-1234-1234-1234567890", 123])(
    "rejects the id %j",
    (id) => {
      const issue = firstIssue({ ...minimal, id });
      expect(issue.message).toBe("id must be a UUID");
      expect(issue.path).toEqual(["id"]);
    },
  );

  it("validates each element and reports its index", () => {
    const issue = firstIssue({
      ...minimal,
      elements: [
        { id: "a", elementType: "text", content: { text: "ok" } },
        { id: "b", elementType: "image", content: { imageUrl: "javascript:alert(1)", alt: "" } },
      ],
    });
    expect(issue.message).toBe(MEDIA_URL_MESSAGE);
    expect(issue.path).toEqual(["elements", 1, "content", "imageUrl"]);
  });

  it("rejects elements that are not an array", () => {
    const issue = firstIssue({ ...minimal, elements: {} });
    expect(issue.path).toEqual(["elements"]);
    expect(issue.code).toBe("invalid_type");
  });

  it("rejects non-string characterIds", () => {
    const issue = firstIssue({ ...minimal, characterIds: ["a", 2] });
    expect(issue.path).toEqual(["characterIds", 1]);
  });

  it("rejects metadata that is not a record", () => {
    const issue = firstIssue({ ...minimal, metadata: "x" });
    expect(issue.path).toEqual(["metadata"]);
  });
});
