import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type Session,
  type TestApp,
  type ErrorBody,
} from "#tests/factories/test-app.ts";
import type { DevelopmentProgress, DevelopmentSuggestions } from "#contracts/category-element.ts";
import type { BeatBoard } from "#contracts/screenplay.ts";
import { captureLifeStory } from "#tests/factories/captured-story.ts";

describe("development progress and beat board API", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
    bob = await t.signUp({ name: "Bob" });
  });
  afterAll(() => t.close());

  const put = (who: Session | null, movieId: string, json: unknown) =>
    t.request(`/api/movies/${movieId}/beat-board`, { method: "PUT", as: who, json });

  it("answers 401 without a session", async () => {
    const { movieId } = await captureLifeStory(t, alice);
    for (const [path, method, json] of [
      ["/api/development", "GET", undefined],
      [`/api/movies/${movieId}/development`, "GET", undefined],
      [`/api/movies/${movieId}/beat-board`, "GET", undefined],
      [
        `/api/movies/${movieId}/beat-board`,
        "PUT",
        { structure: "save_the_cat", beats: [], version: 0 },
      ],
    ] as const) {
      const response = await t.request(path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("reports progress on the steps a story of its size asks for, and the next step, then moves on as steps complete", async () => {
    const { movieId, sceneIds } = await captureLifeStory(t, alice);
    const progress = async () => {
      const response = await t.request(`/api/movies/${movieId}/development`, { as: alice });
      expect(response.status).toBe(200);
      return (await response.json()) as DevelopmentProgress;
    };
    const empty = await progress();
    expect(empty).toMatchObject({
      movieId,
      title: "The Salt Road",
      // Three scenes make a short story: five steps, the other 26 optional.
      complete: 0,
      total: 5,
      percent: 0,
      scope: "short",
      optionalSteps: 26,
      scenes: 3,
      scenesOnBeats: 0,
      hasScreenplay: false,
      nextStep: {
        categoryGroup: "key_categories",
        categoryType: "logline",
        subComponentType: null,
      },
    });
    await t.request("/api/category-elements", {
      method: "POST",
      as: alice,
      json: {
        movieId,
        categoryGroup: "key_categories",
        categoryType: "logline",
        title: "Logline",
        content: { text: "A girl crosses an ocean." },
        isCompleted: true,
      },
    });
    await put(alice, movieId, {
      structure: "save_the_cat",
      beats: [{ beatKey: "catalyst", sceneIds: [sceneIds[2]] }],
      version: 0,
    });
    const after = await progress();
    expect(after).toMatchObject({ complete: 1, total: 5, percent: 20, scenesOnBeats: 1 });
    expect(after.nextStep).toMatchObject({ categoryType: "theme", title: "Theme" });
    // An optional step (the genre) done does not count; the next step stays in scope.
    await t.request("/api/category-elements", {
      method: "POST",
      as: alice,
      json: {
        movieId,
        categoryGroup: "style",
        categoryType: "genre",
        title: "Genre",
        content: { text: "Drama" },
        isCompleted: true,
      },
    });
    expect(await progress()).toMatchObject({ complete: 1, total: 5 });
    expect(after.groups[0]!.categories[0]).toMatchObject({ key: "logline", completed: true });

    const all = (await (
      await t.request("/api/development", { as: alice })
    ).json()) as DevelopmentProgress[];
    expect(all.map((p) => p.movieId)).toContain(movieId);
    const bobs = (await (
      await t.request("/api/development", { as: bob })
    ).json()) as DevelopmentProgress[];
    expect(bobs).toEqual([]);
    expect((await t.request(`/api/movies/${movieId}/development`, { as: bob })).status).toBe(404);
  });

  it("shows every beat, saves the board with versions and keeps unplaced scenes in story order", async () => {
    const { movieId, sceneIds } = await captureLifeStory(t, alice);
    const [harbour, kitchen, ship] = sceneIds;
    const initial = (await (
      await t.request(`/api/movies/${movieId}/beat-board`, { as: alice })
    ).json()) as BeatBoard;
    expect(initial).toMatchObject({ structure: "save_the_cat", version: 0, updatedAt: null });
    expect(initial.beats).toHaveLength(15);
    expect(initial.beats[0]).toEqual({
      beatKey: "opening_image",
      title: "Opening image",
      sceneIds: [],
    });
    expect(initial.unplacedSceneIds).toEqual(sceneIds);

    const saved = await put(alice, movieId, {
      structure: "three_act_structure",
      beats: [
        { beatKey: "act_two", sceneIds: [ship] },
        { beatKey: "act_one", sceneIds: [kitchen, harbour] },
      ],
      version: 0,
    });
    expect(saved.status).toBe(200);
    const board = (await saved.json()) as BeatBoard;
    expect(board.version).toBe(1);
    expect(board.beats.map((b) => [b.beatKey, b.sceneIds])).toEqual([
      ["act_one", [kitchen, harbour]],
      ["act_two", [ship]],
      ["act_three", []],
    ]);
    expect(board.unplacedSceneIds).toEqual([]);

    const again = await put(alice, movieId, { structure: "save_the_cat", beats: [], version: 0 });
    expect(again.status).toBe(409);
    const stale = await put(alice, movieId, { structure: "save_the_cat", beats: [], version: 7 });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).error.message).toBe(
      "The beat board was changed elsewhere (now version 1, you sent 7). Reload it and apply your change again.",
    );
    const next = await put(alice, movieId, {
      structure: "save_the_cat",
      beats: [{ beatKey: "finale", sceneIds: [harbour] }],
      version: 1,
    });
    expect(next.status).toBe(200);
    expect((await next.json()) as BeatBoard).toMatchObject({
      version: 2,
      unplacedSceneIds: [kitchen, ship],
    });

    // A deleted scene leaves the board.
    await t.request(`/api/scenes/${harbour}`, { method: "DELETE", as: alice });
    const read = (await (
      await t.request(`/api/movies/${movieId}/beat-board`, { as: alice })
    ).json()) as BeatBoard;
    expect(read.beats.find((b) => b.beatKey === "finale")?.sceneIds).toEqual([]);
  });

  it("rejects unknown beats and scenes with clear messages, and other users' movies", async () => {
    const { movieId, sceneIds } = await captureLifeStory(t, alice);
    const other = await captureLifeStory(t, alice, "Another life");
    const cases: Array<[unknown, string]> = [
      [
        { structure: "hero_journey", beats: [], version: 0 },
        "structure: structure must be one of save_the_cat, three_act_structure",
      ],
      [
        { structure: "save_the_cat", beats: [{ beatKey: "act_one", sceneIds: [] }], version: 0 },
        'beats.0.beatKey: "act_one" is not a beat of save_the_cat (one of opening_image, theme_stated, set_up, catalyst, debate, break_into_two, b_story, fun_and_games, midpoint, bad_guys_close_in, all_is_lost, dark_night_of_the_soul, break_into_three, finale, final_image)',
      ],
      [
        {
          structure: "save_the_cat",
          beats: [{ beatKey: "catalyst", sceneIds: [other.sceneIds[0]] }],
          version: 0,
        },
        `Unknown scene id: ${other.sceneIds[0]}`,
      ],
      [
        {
          structure: "save_the_cat",
          beats: [
            { beatKey: "catalyst", sceneIds: [sceneIds[0]] },
            { beatKey: "midpoint", sceneIds: [sceneIds[0]] },
          ],
          version: 0,
        },
        `Scene ${sceneIds[0]} is on more than one beat`,
      ],
      [
        {
          structure: "save_the_cat",
          beats: [
            { beatKey: "catalyst", sceneIds: [] },
            { beatKey: "catalyst", sceneIds: [] },
          ],
          version: 0,
        },
        "beats.1.beatKey: catalyst is listed twice",
      ],
      [{ structure: "save_the_cat", beats: [] }, "version: version is required"],
    ];
    for (const [body, message] of cases) {
      const response = await put(alice, movieId, body);
      expect(response.status, message).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(message);
    }
    expect((await t.request(`/api/movies/${movieId}/beat-board`, { as: bob })).status).toBe(404);
    expect(
      (await put(bob, movieId, { structure: "save_the_cat", beats: [], version: 0 })).status,
    ).toBe(404);
  });

  it("suggests the writer as protagonist, characters from the Characters page and quotes, and settings from places", async () => {
    const { movieId, characterId, sceneIds } = await captureLifeStory(t, alice);
    const papa = (await (
      await t.request("/api/scenes", {
        method: "POST",
        as: alice,
        json: {
          movieId,
          title: "Papa's advice",
          sceneNumber: 1,
          elements: [
            { id: "q", elementType: "quote", content: { quote: "Go.", author: "Papa" } },
            { id: "q2", elementType: "quote", content: { quote: "Yes.", author: "Rosa" } },
            // The writer's own words: theirs, never a character called "Me".
            { id: "q3", elementType: "quote", content: { quote: "I'll go.", author: "Me" } },
          ],
        },
      })
    ).json()) as { id: string };
    const response = await t.request(`/api/movies/${movieId}/development/suggestions`, {
      as: alice,
    });
    expect(response.status).toBe(200);
    const suggestions = (await response.json()) as DevelopmentSuggestions;
    expect(suggestions).toMatchObject({
      movieId,
      writerName: "Alice",
      logline: "How Rosa crossed an ocean.",
      genre: "drama",
    });
    expect(suggestions.characters).toEqual([
      {
        name: "Alice",
        role: null,
        description: null,
        source: "writer",
        characterId: null,
        sceneIds: [papa.id],
      },
      {
        name: "Rosa",
        role: "19, a fisherman's daughter",
        description: "quick to laugh, slow to cry",
        source: "characters",
        characterId,
        sceneIds: [sceneIds[1], papa.id],
      },
      {
        name: "Papa",
        role: null,
        description: null,
        source: "quote",
        characterId: null,
        sceneIds: [papa.id],
      },
    ]);
    // Where the scenes happen; the calendar event's title ("The Santa Maria sails") is no place,
    // and a scene's title does not stand for one, but its words may name one ("until the village
    // is a line"): the place the first draft's heading gives that scene.
    expect(suggestions.settings).toEqual([
      { text: "Harbour of the village", source: "location", sceneIds: [sceneIds[0]] },
      { text: "Kitchen of the family house", source: "location", sceneIds: [sceneIds[1]] },
      { text: "Village", source: "scene", sceneIds: [sceneIds[2]] },
    ]);
    expect(
      (await t.request(`/api/movies/${movieId}/development/suggestions`, { as: bob })).status,
    ).toBe(404);
    expect((await t.request(`/api/movies/${movieId}/development/suggestions`)).status).toBe(401);
  });
});
