import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type Session,
  type TestApp,
  type ErrorBody,
} from "#tests/factories/test-app.ts";

type Character = {
  id: string;
  name: string;
  movieId: string;
  version: number;
  photoUrl: string | null;
};

describe("characters API", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
    bob = await t.signUp({ name: "Bob" });
  });
  afterAll(() => t.close());

  const create = async (who: Session, json: unknown) => {
    const response = await t.request("/api/characters", { method: "POST", as: who, json });
    return { status: response.status, body: (await response.json()) as Character & ErrorBody };
  };

  it("answers 401 without a session", async () => {
    expect((await t.request("/api/characters")).status).toBe(401);
    const movie = await t.createMovie(alice);
    const response = await t.request("/api/characters", {
      method: "POST",
      json: { movieId: movie.id, name: "X" },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error.message).toBe("Authentication required");
  });

  it("creates characters and lists all of them or one movie's", async () => {
    const who = await t.signUp();
    const first = await t.createMovie(who);
    const second = await t.createMovie(who);
    const grandma = await create(who, {
      movieId: first.id,
      name: " Grandma Rose ",
      role: "protagonist",
      description: "Crossed the Atlantic at 19",
      photoUrl: "/media/00000000-0000-4000-8000-000000000000",
    });
    expect(grandma.status).toBe(201);
    expect(grandma.body).toMatchObject({ name: "Grandma Rose", role: "protagonist", version: 1 });
    await create(who, { movieId: second.id, name: "Uncle Ted" });

    const all = (await (await t.request("/api/characters", { as: who })).json()) as Character[];
    expect(all.map((c) => c.name).sort()).toEqual(["Grandma Rose", "Uncle Ted"]);
    const one = (await (
      await t.request(`/api/characters?movieId=${first.id}`, { as: who })
    ).json()) as Character[];
    expect(one.map((c) => c.name)).toEqual(["Grandma Rose"]);
  });

  it("rejects invalid payloads with the field and message", async () => {
    const movie = await t.createMovie(alice);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ movieId: movie.id }, "name: Name is required"],
      [{ movieId: movie.id, name: "  " }, "name: Name is required"],
      [{ name: "X" }, "movieId: movieId is required"],
      [
        { movieId: movie.id, name: "X", photoUrl: "ftp://x/y.jpg" },
        "photoUrl: Must be a valid URL or path starting with /",
      ],
      [
        { movieId: movie.id, name: "X", photoUrl: "//evil.example/a.jpg" },
        "photoUrl: Must be a valid URL or path starting with /",
      ],
    ];
    for (const [json, message] of cases) {
      const { status, body } = await create(alice, json);
      expect(status, message).toBe(400);
      expect(body.error.message).toBe(message);
    }
  });

  it("hides other users' movies and characters (404)", async () => {
    const bobsMovie = await t.createMovie(bob);
    expect((await create(alice, { movieId: bobsMovie.id, name: "X" })).status).toBe(404);
    expect((await create(alice, { movieId: "temp", name: "X" })).status).toBe(404);
    expect((await t.request(`/api/characters?movieId=${bobsMovie.id}`, { as: alice })).status).toBe(
      404,
    );
    const bobs = (await create(bob, { movieId: bobsMovie.id, name: "Bob's dad" })).body;
    const patch = await t.request(`/api/characters/${bobs.id}`, {
      method: "PATCH",
      as: alice,
      json: { version: 1, name: "Mine" },
    });
    expect(patch.status).toBe(404);
    expect(
      (await t.request(`/api/characters/${bobs.id}`, { method: "DELETE", as: alice })).status,
    ).toBe(404);
    const alices = (await (
      await t.request("/api/characters", { as: alice })
    ).json()) as Character[];
    expect(alices.some((c) => c.id === bobs.id)).toBe(false);
  });

  it("updates with versions and answers 409 to a stale one", async () => {
    const movie = await t.createMovie(alice);
    const { body: c } = await create(alice, { movieId: movie.id, name: "Dad" });
    const ok = await t.request(`/api/characters/${c.id}`, {
      method: "PATCH",
      as: alice,
      json: { version: 1, name: "Father", role: "mentor" },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ name: "Father", role: "mentor", version: 2 });
    const stale = await t.request(`/api/characters/${c.id}`, {
      method: "PATCH",
      as: alice,
      json: { version: 1, name: "Lost" },
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).error.details?.currentVersion).toBe(2);
    const blank = await t.request(`/api/characters/${c.id}`, {
      method: "PATCH",
      as: alice,
      json: { version: 2, name: "" },
    });
    expect(((await blank.json()) as ErrorBody).error.message).toBe("name: Name is required");
  });

  it("is retry-safe with a client id", async () => {
    const movie = await t.createMovie(alice);
    const id = crypto.randomUUID();
    const first = await create(alice, { id, movieId: movie.id, name: "Once" });
    const again = await create(alice, { id, movieId: movie.id, name: "Once" });
    expect([first.status, again.status]).toEqual([201, 200]);
    const bobsMovie = await t.createMovie(bob);
    expect((await create(bob, { id, movieId: bobsMovie.id, name: "Steal" })).status).toBe(409);
  });

  it("deletes a character and removes it from the scenes that named it", async () => {
    const movie = await t.createMovie(alice);
    const { body: c } = await create(alice, { movieId: movie.id, name: "Gone soon" });
    const { body: keep } = await create(alice, { movieId: movie.id, name: "Stays" });
    const scene = (await (
      await t.request("/api/scenes", {
        method: "POST",
        as: alice,
        json: { movieId: movie.id, title: "Both", sceneNumber: 1, characterIds: [c.id, keep.id] },
      })
    ).json()) as { id: string };
    expect(
      (await t.request(`/api/characters/${c.id}`, { method: "DELETE", as: alice })).status,
    ).toBe(204);
    const after = (await (await t.request(`/api/scenes/${scene.id}`, { as: alice })).json()) as {
      characterIds: string[];
    };
    expect(after.characterIds).toEqual([keep.id]);
  });
});
