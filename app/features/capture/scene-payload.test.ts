import { describe, expect, it } from "vitest";
import type { SceneElement } from "#contracts/scene-element.ts";
import { buildScenePayload, canCreate, sceneTitle } from "./scene-payload";

const gif: SceneElement = {
  id: "g1",
  elementType: "gif",
  content: { gifUrl: "http://127.0.0.1:3918/a.gif", alt: "wave" },
};

describe("sceneTitle", () => {
  it("takes the first line, cut to 100 characters", () => {
    expect(sceneTitle("  The day we left\nmore text", 0)).toBe("The day we left");
    expect(sceneTitle("x".repeat(150), 0)).toHaveLength(100);
  });
  it("counts elements when there is no text", () => {
    expect(sceneTitle("   ", 2)).toBe("Scene with 2 elements");
    expect(sceneTitle("", 1)).toBe("Scene with 1 element");
  });
  it("falls back to Story Moment", () => {
    expect(sceneTitle("", 0)).toBe("Story Moment");
  });
});

describe("buildScenePayload", () => {
  const base = {
    characterIds: [],
    sceneId: crypto.randomUUID(),
    textElementId: "t1",
    metadata: {},
  };
  it("needs a movie and some content", () => {
    expect(buildScenePayload({ ...base, movieId: null, text: "hi", elements: [] })).toMatchObject({
      ok: false,
      description: "Please select a movie first.",
    });
    expect(buildScenePayload({ ...base, movieId: "m", text: "  ", elements: [] })).toMatchObject({
      ok: false,
      description: "Please add some content to create a scene.",
    });
  });
  it("appends trimmed text as a text element and sends every field a scene needs", () => {
    const result = buildScenePayload({
      ...base,
      movieId: "m",
      text: " Hello\nworld ",
      elements: [gif],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload).toMatchObject({
      movieId: "m",
      title: "Hello",
      description: "",
      sceneNumber: 1,
      characterIds: [],
      metadata: {},
    });
    expect(result.payload.elements.at(-1)).toEqual({
      id: "t1",
      elementType: "text",
      content: { text: "Hello\nworld" },
    });
  });
  it("sends the feelings and the date the scene records", () => {
    const metadata = {
      importedFrom: "instagram",
      emotions: [{ core: "happy", feeling: "joyful" }],
      date: { year: 1998, month: 7, day: null },
      time: "19:30",
    };
    const result = buildScenePayload({ ...base, movieId: "m", text: "Hi", elements: [], metadata });
    expect(result.ok && result.payload.metadata).toEqual(metadata);
  });
  it("refuses an invalid element", () => {
    const bad = { id: "x", elementType: "image", content: { imageUrl: "javascript:x", alt: "" } };
    expect(
      buildScenePayload({ ...base, movieId: "m", text: "", elements: [bad as SceneElement] }),
    ).toMatchObject({ ok: false, title: "Validation Error" });
  });
  it("enables create only with content and a movie", () => {
    expect(canCreate("", 0, "m")).toBe(false);
    expect(canCreate("a", 0, null)).toBe(false);
    expect(canCreate(" ", 1, "m")).toBe(true);
  });
});
