import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type Session,
  type TestApp,
  type ErrorBody,
} from "#tests/factories/test-app.ts";

type Scene = {
  id: string;
  title: string;
  sceneNumber: number;
  version: number;
  characterIds: string[];
  elements: unknown[];
  movieId: string;
};

describe("scenes API", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
    bob = await t.signUp({ name: "Bob" });
  });
  afterAll(() => t.close());

  const composerScene = (movieId: string, title: string, extra: Record<string, unknown> = {}) => ({
    movieId,
    title,
    description: "",
    elements: [{ id: "e1", elementType: "text", content: { text: title } }],
    sceneNumber: 1,
    characterIds: [],
    metadata: {},
    ...extra,
  });

  const create = async (who: Session, body: unknown) => {
    const response = await t.request("/api/scenes", { method: "POST", as: who, json: body });
    return { status: response.status, body: (await response.json()) as Scene & ErrorBody };
  };

  it("answers 401 without a session", async () => {
    const movie = await t.createMovie(alice);
    for (const [path, method, json] of [
      [`/api/movies/${movie.id}/scenes`, "GET", undefined],
      ["/api/scenes", "POST", composerScene(movie.id, "x")],
      [`/api/scenes/${crypto.randomUUID()}`, "GET", undefined],
      [`/api/scenes/${crypto.randomUUID()}`, "DELETE", undefined],
      [`/api/movies/${movie.id}/scenes/reorder`, "POST", { sceneIds: [] }],
    ] as const) {
      const response = await t.request(path, { method, json });
      expect(response.status).toBe(401);
      expect(((await response.json()) as ErrorBody).error.message).toBe("Authentication required");
    }
  });

  it("appends each new scene at the end whatever sceneNumber is sent, and bumps the movie", async () => {
    const movie = await t.createMovie(alice);
    const first = await create(alice, composerScene(movie.id, "Arrival"));
    const second = await create(alice, composerScene(movie.id, "First job"));
    const third = await create(alice, composerScene(movie.id, "Wedding", { sceneNumber: 1 }));
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect([first.body.sceneNumber, second.body.sceneNumber, third.body.sceneNumber]).toEqual([
      1, 2, 3,
    ]);
    expect(first.body).toMatchObject({ version: 1, movieId: movie.id, characterIds: [] });

    const list = (await (
      await t.request(`/api/movies/${movie.id}/scenes`, { as: alice })
    ).json()) as Scene[];
    expect(list.map((s) => s.title)).toEqual(["Arrival", "First job", "Wedding"]);
    const after = (await (await t.request(`/api/movies/${movie.id}`, { as: alice })).json()) as {
      updatedAt: string;
    };
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(movie.updatedAt));
  });

  it("numbers scenes created at the same time without duplicates", async () => {
    const movie = await t.createMovie(alice);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => create(alice, composerScene(movie.id, `S${i}`))),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(results.map((r) => r.body.sceneNumber).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("does not duplicate a scene on retry with the same client id", async () => {
    const movie = await t.createMovie(alice);
    const id = crypto.randomUUID();
    const first = await create(alice, composerScene(movie.id, "Once", { id }));
    const again = await create(alice, composerScene(movie.id, "Once", { id }));
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.id).toBe(id);
    const list = (await (
      await t.request(`/api/movies/${movie.id}/scenes`, { as: alice })
    ).json()) as Scene[];
    expect(list).toHaveLength(1);
    const bobsMovie = await t.createMovie(bob);
    expect((await create(bob, composerScene(bobsMovie.id, "Steal", { id }))).status).toBe(409);
  });

  it("rejects invalid payloads with the field and message", async () => {
    const movie = await t.createMovie(alice);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: undefined }, "title: Title is required"],
      [{ title: "   " }, "title: Title is required"],
      [{ movieId: undefined }, "movieId: movieId is required"],
      [{ sceneNumber: 1.5 }, "sceneNumber: sceneNumber must be an integer"],
      [
        {
          elements: [
            { id: "i", elementType: "image", content: { imageUrl: "javascript:x", alt: "" } },
          ],
        },
        "elements.0.content.imageUrl: Must be a valid URL or path starting with /",
      ],
      [{ duration: 2.5 }, "duration: duration must be a whole number of seconds"],
    ];
    for (const [patch, message] of cases) {
      const { status, body } = await create(alice, { ...composerScene(movie.id, "x"), ...patch });
      expect(status, message).toBe(400);
      expect(body.error.message).toBe(message);
    }
  });

  it("answers 404 for another user's movie, a missing one, or a movieId that is not a UUID", async () => {
    const bobsMovie = await t.createMovie(bob);
    for (const movieId of [bobsMovie.id, crypto.randomUUID(), "temp"]) {
      const { status, body } = await create(alice, composerScene(movieId, "x"));
      expect(status).toBe(404);
      expect(body.error.message).toBe("Movie not found");
    }
    expect((await t.request(`/api/movies/${bobsMovie.id}/scenes`, { as: alice })).status).toBe(404);
  });

  it("accepts only characters of the same movie", async () => {
    const movie = await t.createMovie(alice);
    const other = await t.createMovie(alice);
    const hero = (await (
      await t.request("/api/characters", {
        method: "POST",
        as: alice,
        json: { movieId: movie.id, name: "Grandma" },
      })
    ).json()) as { id: string };
    const elsewhere = (await (
      await t.request("/api/characters", {
        method: "POST",
        as: alice,
        json: { movieId: other.id, name: "Stranger" },
      })
    ).json()) as { id: string };

    const ok = await create(
      alice,
      composerScene(movie.id, "With Grandma", { characterIds: [hero.id] }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.characterIds).toEqual([hero.id]);

    const wrongMovie = await create(
      alice,
      composerScene(movie.id, "x", { characterIds: [hero.id, elsewhere.id] }),
    );
    expect(wrongMovie.status).toBe(400);
    expect(wrongMovie.body.error.message).toBe(`Unknown character id: ${elsewhere.id}`);
    const garbage = await create(alice, composerScene(movie.id, "x", { characterIds: ["nobody"] }));
    expect(garbage.body.error.message).toBe("Unknown character id: nobody");

    const patched = await t.request(`/api/scenes/${ok.body.id}`, {
      method: "PATCH",
      as: alice,
      json: { version: 1, characterIds: [elsewhere.id] },
    });
    expect(patched.status).toBe(400);
    expect(((await patched.json()) as ErrorBody).error.message).toBe(
      `Unknown character id: ${elsewhere.id}`,
    );
  });

  it("reads, updates with versions (409 when stale) and hides scenes from other users", async () => {
    const movie = await t.createMovie(alice);
    const { body: scene } = await create(alice, composerScene(movie.id, "Draft"));
    expect((await t.request(`/api/scenes/${scene.id}`, { as: alice })).status).toBe(200);
    expect((await t.request(`/api/scenes/${scene.id}`, { as: bob })).status).toBe(404);
    expect(
      (
        await t.request(`/api/scenes/${scene.id}`, {
          method: "PATCH",
          as: bob,
          json: { version: 1, title: "x" },
        })
      ).status,
    ).toBe(404);
    expect((await t.request(`/api/scenes/${scene.id}`, { method: "DELETE", as: bob })).status).toBe(
      404,
    );

    const ok = await t.request(`/api/scenes/${scene.id}`, {
      method: "PATCH",
      as: alice,
      json: { version: 1, title: "Final", location: "Halifax pier" },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ title: "Final", location: "Halifax pier", version: 2 });

    const stale = await t.request(`/api/scenes/${scene.id}`, {
      method: "PATCH",
      as: alice,
      json: { version: 1, title: "Lost" },
    });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as ErrorBody;
    expect(body.error.code).toBe("conflict");
    expect(body.error.details?.currentVersion).toBe(2);

    const noVersion = await t.request(`/api/scenes/${scene.id}`, {
      method: "PATCH",
      as: alice,
      json: { title: "x" },
    });
    expect(((await noVersion.json()) as ErrorBody).error.message).toBe(
      "version: version is required",
    );
    expect((await t.request("/api/scenes/not-a-uuid", { as: alice })).status).toBe(400);
  });

  it("deletes a scene and closes the gap in numbering", async () => {
    const movie = await t.createMovie(alice);
    const ids: string[] = [];
    for (const title of ["A", "B", "C"])
      ids.push((await create(alice, composerScene(movie.id, title))).body.id);
    expect((await t.request(`/api/scenes/${ids[1]}`, { method: "DELETE", as: alice })).status).toBe(
      204,
    );
    expect((await t.request(`/api/scenes/${ids[1]}`, { as: alice })).status).toBe(404);
    const list = (await (
      await t.request(`/api/movies/${movie.id}/scenes`, { as: alice })
    ).json()) as Scene[];
    expect(list.map((s) => [s.title, s.sceneNumber])).toEqual([
      ["A", 1],
      ["C", 2],
    ]);
  });

  it("reorders a movie's scenes only with exactly its scene ids", async () => {
    const movie = await t.createMovie(alice);
    const ids: string[] = [];
    for (const title of ["A", "B", "C"])
      ids.push((await create(alice, composerScene(movie.id, title))).body.id);
    const [a, b, c] = ids as [string, string, string];
    const reorder = (who: Session, sceneIds: unknown, movieId = movie.id) =>
      t.request(`/api/movies/${movieId}/scenes/reorder`, {
        method: "POST",
        as: who,
        json: { sceneIds },
      });

    const ok = await reorder(alice, [c, a, b]);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Scene[]).map((s) => [s.title, s.sceneNumber])).toEqual([
      ["C", 1],
      ["A", 2],
      ["B", 3],
    ]);

    const other = await t.createMovie(alice);
    const foreign = (await create(alice, composerScene(other.id, "elsewhere"))).body.id;
    const cases: Array<[unknown, string]> = [
      [[c, a], `sceneIds must list every scene of the movie: ${b} is missing`],
      [[c, a, a], `sceneIds lists a scene more than once: ${a}`],
      [[c, a, b, foreign], `Unknown scene id for this movie: ${foreign}`],
      ["nope", "sceneIds: sceneIds must be a list of scene ids"],
    ];
    for (const [sceneIds, message] of cases) {
      const response = await reorder(alice, sceneIds);
      expect(response.status, message).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(message);
    }
    expect((await reorder(bob, [c, a, b])).status).toBe(404);
    const unchanged = (await (
      await t.request(`/api/movies/${movie.id}/scenes`, { as: alice })
    ).json()) as Scene[];
    expect(unchanged.map((s) => s.title)).toEqual(["C", "A", "B"]);
  });

  it("appears in the OpenAPI document", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths["/api/movies/{id}/scenes"] ?? {})).toContain("get");
    expect(Object.keys(doc.paths["/api/scenes"] ?? {})).toContain("post");
    expect(Object.keys(doc.paths["/api/scenes/{id}"] ?? {}).sort()).toEqual([
      "delete",
      "get",
      "patch",
    ]);
    expect(Object.keys(doc.paths["/api/movies/{id}/scenes/reorder"] ?? {})).toContain("post");
  });
});
