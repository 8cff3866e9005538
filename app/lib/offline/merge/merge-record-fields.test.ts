import { describe, expect, it } from "vitest";
import { mergeRecordFields } from "./merge-record-fields.ts";

const scene = {
  id: "s1",
  userId: "u1",
  movieId: "m1",
  title: "The pier",
  description: "Rain on the pier.",
  location: "Harbour",
  timeOfDay: "dawn",
  elements: [
    { id: "e1", elementType: "text", content: { text: "Rain" } },
    { id: "e2", elementType: "photo", content: { url: "/media/a" } },
  ],
  characterIds: ["c1", "c2"],
  metadata: { mood: "grey" } as Record<string, string>,
  version: 3,
  updatedAt: "2026-11-24T10:00:00.000Z",
};
type SceneRecord = typeof scene;

const edit = (changes: Partial<SceneRecord>): SceneRecord => ({ ...scene, ...changes });
const mineNewer = {
  mineEditedAt: "2026-11-24T12:00:00.000Z",
  theirsUpdatedAt: "2026-11-24T11:00:00.000Z",
};
const theirsNewer = {
  mineEditedAt: "2026-11-24T11:00:00.000Z",
  theirsUpdatedAt: "2026-11-24T12:00:00.000Z",
};

describe("mergeRecordFields", () => {
  it("takes each field from the one side that changed it, and the server's bookkeeping", () => {
    const mine = edit({ title: "The long pier", version: 3 });
    const theirs = edit({
      location: "North harbour",
      version: 4,
      updatedAt: "2026-11-24T11:00:00.000Z",
    });
    const result = mergeRecordFields(scene, mine, theirs, theirsNewer);
    expect(result.merged).toEqual({ ...theirs, title: "The long pier" });
    expect(result.patch).toEqual({ title: "The long pier" });
    expect(result.conflicts).toEqual([]);
  });

  it("gives a field both changed to the newer edit and reports the other value", () => {
    const mine = edit({ title: "Mine" });
    const theirs = edit({ title: "Theirs", version: 4 });
    const newer = mergeRecordFields(scene, mine, theirs, mineNewer);
    expect(newer.merged.title).toBe("Mine");
    expect(newer.patch).toEqual({ title: "Mine" });
    expect(newer.conflicts).toEqual([
      { field: "title", base: "The pier", mine: "Mine", theirs: "Theirs", kept: "mine" },
    ]);
    const older = mergeRecordFields(scene, mine, theirs, theirsNewer);
    expect(older.merged.title).toBe("Theirs");
    expect(older.patch).toEqual({});
    expect(older.conflicts).toEqual([
      { field: "title", base: "The pier", mine: "Mine", theirs: "Theirs", kept: "theirs" },
    ]);
  });

  it("keeps both texts of a text field both changed, the newer first", () => {
    const mine = edit({ description: "Rain, and gulls." });
    const theirs = edit({ description: "Fog on the pier." });
    const result = mergeRecordFields(scene, mine, theirs, theirsNewer);
    expect(result.merged.description).toBe("Fog on the pier.\n\nRain, and gulls.");
    expect(result.conflicts).toMatchObject([{ field: "description", kept: "both" }]);
    // One text that holds the other is not doubled.
    const longer = edit({ description: "Rain on the pier. Fog too." });
    const shorter = edit({ description: "Fog too." });
    expect(mergeRecordFields(scene, longer, shorter, mineNewer).merged.description).toBe(
      "Rain on the pier. Fog too.",
    );
  });

  it("merges a scene's elements by id: additions and removals of both sides are kept", () => {
    const photo = { id: "e3", elementType: "photo", content: { url: "/media/offline" } };
    const quote = { id: "e4", elementType: "quote", content: { text: "We leave at dawn" } };
    const mine = edit({ elements: [...scene.elements, photo] });
    const theirs = edit({ elements: [scene.elements[0] as (typeof scene.elements)[0], quote] });
    const result = mergeRecordFields(scene, mine, theirs, mineNewer);
    expect(result.merged.elements).toEqual([scene.elements[0], photo, quote]);
    expect(result.conflicts).toEqual([]);
  });

  it("decides an element both changed by time, and keeps an element one side changed and the other removed", () => {
    const mine = edit({
      elements: [
        { id: "e1", elementType: "text", content: { text: "Rain, hard" } },
        { id: "e2", elementType: "photo", content: { url: "/media/b" } },
      ],
    });
    const theirs = edit({
      elements: [{ id: "e1", elementType: "text", content: { text: "Drizzle" } }],
    });
    const result = mergeRecordFields(scene, mine, theirs, theirsNewer);
    expect(result.merged.elements).toEqual([
      { id: "e1", elementType: "text", content: { text: "Drizzle" } },
      { id: "e2", elementType: "photo", content: { url: "/media/b" } },
    ]);
    expect(result.conflicts).toEqual([
      {
        field: "elements[e1].content.text",
        base: "Rain",
        mine: "Rain, hard",
        theirs: "Drizzle",
        kept: "theirs",
      },
    ]);
  });

  it("merges id lists and metadata key by key", () => {
    const mine = edit({ characterIds: ["c1", "c3"], metadata: { mood: "grey", weather: "rain" } });
    const theirs = edit({ characterIds: ["c2", "c1", "c4"], metadata: { mood: "bright" } });
    const result = mergeRecordFields(scene, mine, theirs, mineNewer);
    // c2 removed by mine, c3 and c4 added on either side.
    expect(result.merged.characterIds).toEqual(["c1", "c3", "c4"]);
    expect(result.merged.metadata).toEqual({ mood: "bright", weather: "rain" });
    expect(result.conflicts).toEqual([]);
  });

  it("lets mine win a tie and a server record without a time", () => {
    const mine = edit({ timeOfDay: "dusk" });
    const theirs = edit({ timeOfDay: "noon" });
    const at = "2026-11-24T12:00:00.000Z";
    expect(
      mergeRecordFields(scene, mine, theirs, { mineEditedAt: at, theirsUpdatedAt: at }).merged
        .timeOfDay,
    ).toBe("dusk");
    expect(
      mergeRecordFields(scene, mine, theirs, { mineEditedAt: at, theirsUpdatedAt: null }).merged
        .timeOfDay,
    ).toBe("dusk");
  });

  it("works for movies: a cover changed here and a title there both survive", () => {
    const movie = {
      id: "m1",
      title: "The Salt Road",
      description: null as string | null,
      genre: "drama",
      coverImage: null as string | null,
      status: "draft",
      version: 2,
      sceneCount: 3,
    };
    const mine = { ...movie, coverImage: "/media/cover" };
    const theirs = { ...movie, title: "Salt Road", version: 3, sceneCount: 4 };
    const result = mergeRecordFields(movie, mine, theirs, mineNewer);
    expect(result.merged).toEqual({ ...theirs, coverImage: "/media/cover" });
    expect(result.patch).toEqual({ coverImage: "/media/cover" });
  });
});
