import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type Session,
  type TestApp,
  type ErrorBody,
} from "#tests/factories/test-app.ts";
import type { CategoryElement, GroupedCategoryElements } from "#contracts/category-element.ts";

describe("category elements API", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
    bob = await t.signUp({ name: "Bob" });
  });
  afterAll(() => t.close());

  const protagonist = (movieId: string, extra: Record<string, unknown> = {}) => ({
    movieId,
    categoryType: "characters",
    categoryGroup: "key_categories",
    subComponentType: "protagonist",
    title: "Protagonist",
    subtitle: "Who this story is about",
    content: { characterName: "Rosa", role: "fisherman's daughter", description: "quick to laugh" },
    isCompleted: true,
    ...extra,
  });

  const create = async (who: Session, body: unknown) => {
    const response = await t.request("/api/category-elements", {
      method: "POST",
      as: who,
      json: body,
    });
    return {
      status: response.status,
      body: (await response.json()) as CategoryElement & ErrorBody,
    };
  };

  it("answers 401 without a session", async () => {
    const movie = await t.createMovie(alice);
    const id = crypto.randomUUID();
    for (const [path, method, json] of [
      [`/api/category-elements/${movie.id}`, "GET", undefined],
      [`/api/category-elements/${movie.id}/grouped`, "GET", undefined],
      ["/api/category-elements", "POST", protagonist(movie.id)],
      [`/api/category-elements/${id}`, "PATCH", { version: 1, title: "x" }],
      [`/api/category-elements/${id}`, "DELETE", undefined],
    ] as const) {
      const response = await t.request(path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(((await response.json()) as ErrorBody).error.message).toBe("Authentication required");
    }
  });

  it("creates a character card, lists it and ignores a userId in the body", async () => {
    const movie = await t.createMovie(alice);
    const { status, body } = await create(alice, protagonist(movie.id, { userId: bob.userId }));
    expect(status).toBe(201);
    expect(body).toMatchObject({
      movieId: movie.id,
      userId: alice.userId,
      categoryGroup: "key_categories",
      categoryType: "characters",
      subComponentType: "protagonist",
      title: "Protagonist",
      subtitle: "Who this story is about",
      content: {
        characterName: "Rosa",
        role: "fisherman's daughter",
        description: "quick to laugh",
      },
      isCompleted: true,
      version: 1,
    });
    const logline = await create(alice, {
      movieId: movie.id,
      categoryType: "logline",
      categoryGroup: "key_categories",
      title: "Logline",
      content: { text: "A girl crosses an ocean." },
    });
    expect(logline.status).toBe(201);
    expect(logline.body).toMatchObject({
      subComponentType: null,
      isCompleted: false,
      subtitle: null,
    });

    const list = (await (
      await t.request(`/api/category-elements/${movie.id}`, { as: alice })
    ).json()) as CategoryElement[];
    expect(list.map((e) => e.categoryType).sort()).toEqual(["characters", "logline"]);
  });

  it("does not duplicate on retry with the same client id", async () => {
    const movie = await t.createMovie(alice);
    const id = crypto.randomUUID();
    const first = await create(alice, protagonist(movie.id, { id }));
    const again = await create(alice, protagonist(movie.id, { id }));
    expect([first.status, again.status]).toEqual([201, 200]);
    const list = (await (
      await t.request(`/api/category-elements/${movie.id}`, { as: alice })
    ).json()) as CategoryElement[];
    expect(list).toHaveLength(1);
    const bobsMovie = await t.createMovie(bob);
    expect((await create(bob, protagonist(bobsMovie.id, { id }))).status).toBe(409);
  });

  it("validates the kind against the catalogue and the fields, naming the field", async () => {
    const movie = await t.createMovie(alice);
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { categoryGroup: "plot" },
        "categoryGroup: categoryGroup must be one of key_categories, structure, style",
      ],
      [
        { categoryType: "villains" },
        'categoryType: categoryType "villains" is not a category of key_categories (one of logline, theme, central_conflict, setting, characters)',
      ],
      [
        { subComponentType: "sidekick" },
        'subComponentType: subComponentType "sidekick" is not part of characters (one of protagonist, antagonist, mentor, ally, love_interest)',
      ],
      [
        { categoryType: "logline", subComponentType: "protagonist" },
        "subComponentType: logline has no sub-components: leave subComponentType empty",
      ],
      [{ categoryGroup: undefined }, "categoryGroup: categoryGroup is required"],
      [{ categoryType: undefined }, "categoryType: categoryType is required"],
      [{ title: "x".repeat(201) }, "title: Title is too long (200 characters at most)"],
      [{ movieId: undefined }, "movieId: movieId is required"],
      [{ isCompleted: "yes" }, "isCompleted: isCompleted must be true or false"],
      [{ content: "Rosa" }, "content: content must be an object"],
      [{ content: { characterName: 7 } }, "content.characterName: characterName must be text"],
    ];
    for (const [patch, message] of cases) {
      const { status, body } = await create(alice, { ...protagonist(movie.id), ...patch });
      expect(status, message).toBe(400);
      expect(body.error.message).toBe(message);
    }
    const structure = await create(alice, {
      movieId: movie.id,
      categoryGroup: "structure",
      categoryType: "save_the_cat",
      subComponentType: "catalyst",
      title: "Catalyst",
      content: { text: "The ticket arrives." },
    });
    expect(structure.status).toBe(201);
    // No title, and "" for no sub-component: the catalogue names it.
    const untitled = await create(alice, {
      movieId: movie.id,
      categoryGroup: "structure",
      categoryType: "save_the_cat",
      subComponentType: "b_story",
    });
    expect(untitled.status).toBe(201);
    expect(untitled.body.title).toBe("B story");
    const blank = await create(alice, {
      movieId: movie.id,
      categoryGroup: "key_categories",
      categoryType: "logline",
      subComponentType: "",
      title: " ",
    });
    expect(blank.status).toBe(201);
    expect(blank.body).toMatchObject({ title: "Logline", subComponentType: null });
  });

  it("answers 404 for another user's movie, a missing one or a non-UUID id in the body", async () => {
    const bobsMovie = await t.createMovie(bob);
    for (const movieId of [bobsMovie.id, crypto.randomUUID(), "temp"]) {
      const { status, body } = await create(alice, protagonist(movieId));
      expect(status).toBe(404);
      expect(body.error.message).toBe("Movie not found");
      for (const path of [
        `/api/category-elements/${movieId}`,
        `/api/category-elements/${movieId}/grouped`,
      ]) {
        const response = await t.request(path, { as: alice });
        // In a path, an id that is no UUID is a malformed request (decision 0019).
        expect(response.status).toBe(movieId === "temp" ? 400 : 404);
      }
    }
  });

  it("updates with versions (409 when stale), hides other users' elements and deletes", async () => {
    const movie = await t.createMovie(alice);
    const { body: element } = await create(alice, protagonist(movie.id, { isCompleted: false }));
    const patch = (who: Session, json: unknown, id = element.id) =>
      t.request(`/api/category-elements/${id}`, { method: "PATCH", as: who, json });

    expect((await patch(bob, { version: 1, title: "x" })).status).toBe(404);
    const ok = await patch(alice, {
      version: 1,
      isCompleted: true,
      content: { characterName: "Rosa Marques" },
      subComponentType: "ally",
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      version: 2,
      isCompleted: true,
      subComponentType: "ally",
      content: { characterName: "Rosa Marques" },
      title: "Protagonist",
    });

    const stale = await patch(alice, { version: 1, title: "Late" });
    expect(stale.status).toBe(409);
    const staleBody = (await stale.json()) as ErrorBody;
    expect(staleBody.error.code).toBe("conflict");
    expect(staleBody.error.message).toBe(
      "This element was changed elsewhere (now version 2, you sent 1). Reload it and apply your change again.",
    );
    expect(staleBody.error.details?.currentVersion).toBe(2);

    const badSub = await patch(alice, { version: 2, subComponentType: "villain" });
    expect(badSub.status).toBe(400);
    expect(((await badSub.json()) as ErrorBody).error.message).toBe(
      'subComponentType: subComponentType "villain" is not part of characters (one of protagonist, antagonist, mentor, ally, love_interest)',
    );
    const noVersion = await patch(alice, { title: "x" });
    expect(noVersion.status).toBe(400);
    expect(((await noVersion.json()) as ErrorBody).error.message).toBe(
      "version: version is required",
    );
    expect((await patch(alice, { version: 2 }, "not-a-uuid")).status).toBe(400);

    expect(
      (await t.request(`/api/category-elements/${element.id}`, { method: "DELETE", as: bob }))
        .status,
    ).toBe(404);
    expect(
      (await t.request(`/api/category-elements/${element.id}`, { method: "DELETE", as: alice }))
        .status,
    ).toBe(204);
    expect(
      (await t.request(`/api/category-elements/${element.id}`, { method: "DELETE", as: alice }))
        .status,
    ).toBe(404);
  });

  it("groups the whole catalogue, empty categories included, with completion", async () => {
    const movie = await t.createMovie(alice);
    await create(alice, protagonist(movie.id));
    await create(alice, protagonist(movie.id, { subComponentType: "mentor", isCompleted: false }));
    await create(alice, {
      movieId: movie.id,
      categoryGroup: "key_categories",
      categoryType: "logline",
      title: "Logline",
      content: { text: "A girl crosses an ocean." },
      isCompleted: true,
    });
    const response = await t.request(`/api/category-elements/${movie.id}/grouped`, { as: alice });
    expect(response.status).toBe(200);
    const grouped = (await response.json()) as GroupedCategoryElements;
    expect(grouped.groups.map((g) => g.key)).toEqual(["key_categories", "structure", "style"]);
    const key = grouped.groups[0]!;
    expect(key.categories.map((c) => c.key)).toEqual([
      "logline",
      "theme",
      "central_conflict",
      "setting",
      "characters",
    ]);
    const logline = key.categories[0]!;
    expect(logline).toMatchObject({ completed: true, complete: 1, total: 1 });
    expect(logline.elements).toHaveLength(1);
    expect(logline.explanation.length).toBeGreaterThan(10);
    expect(logline.example.length).toBeGreaterThan(10);
    const theme = key.categories[1]!;
    expect(theme).toMatchObject({ completed: false, complete: 0, elements: [] });
    const characters = key.categories[4]!;
    expect(characters).toMatchObject({ complete: 1, total: 5, completed: false });
    expect(characters.subComponents.map((s) => [s.key, s.completed, s.elements.length])).toEqual([
      ["protagonist", true, 1],
      ["antagonist", false, 0],
      ["mentor", false, 1],
      ["ally", false, 0],
      ["love_interest", false, 0],
    ]);
    const structure = grouped.groups[1]!;
    expect(structure.categories.map((c) => [c.key, c.subComponents.length])).toEqual([
      ["three_act_structure", 3],
      ["save_the_cat", 15],
    ]);
    expect(structure.categories[1]!.subComponents.map((s) => s.key)).toEqual([
      "opening_image",
      "theme_stated",
      "set_up",
      "catalyst",
      "debate",
      "break_into_two",
      "b_story",
      "fun_and_games",
      "midpoint",
      "bad_guys_close_in",
      "all_is_lost",
      "dark_night_of_the_soul",
      "break_into_three",
      "finale",
      "final_image",
    ]);
    expect(grouped.groups[2]!.categories.map((c) => c.key)).toEqual([
      "genre",
      "tone",
      "point_of_view",
      "narrator",
    ]);
    expect(grouped.other).toEqual([]);
  });
});
