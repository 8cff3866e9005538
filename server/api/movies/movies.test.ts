import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";

describe("movies API", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
    bob = await t.signUp({ name: "Bob" });
  });
  afterAll(() => t.close());

  it("answers 401 without a session", async () => {
    const response = await t.request("/api/movies");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "unauthorized", message: "Authentication required" },
    });
    expect((await t.request("/api/movies", { method: "POST", json: { title: "x" } })).status).toBe(
      401,
    );
  });

  it("lists an empty library for a new user", async () => {
    const fresh = await t.signUp();
    const response = await t.request("/api/movies", { as: fresh });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it("creates a movie with the genre stored lower-case and draft status", async () => {
    const response = await t.request("/api/movies", {
      method: "POST",
      as: alice,
      json: {
        title: "  Grandma's Crossing ",
        description: "1962, a boat to Halifax",
        genre: "Drama",
        userId: "someone-else",
      },
    });
    expect(response.status).toBe(201);
    const movie = (await response.json()) as Record<string, unknown>;
    expect(movie).toMatchObject({
      title: "Grandma's Crossing",
      genre: "drama",
      status: "draft",
      version: 1,
      userId: alice.userId,
      sceneCount: 0,
      metadata: {},
    });
  });

  it("rejects a missing title with 400 naming the field", async () => {
    const response = await t.request("/api/movies", {
      method: "POST",
      as: alice,
      json: { description: "no title" },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toBe("title: Give your movie a title.");
  });

  it("rejects an unknown status and malformed JSON", async () => {
    const bad = await t.request("/api/movies", {
      method: "POST",
      as: alice,
      json: { title: "T", status: "finished" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      "status: status must be one of draft, published, archived",
    );
    const malformed = await t.request("/api/movies", {
      method: "POST",
      as: alice,
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
  });

  it("lists newest update first", async () => {
    const who = await t.signUp();
    const first = (await (
      await t.request("/api/movies", { method: "POST", as: who, json: { title: "First" } })
    ).json()) as { id: string; version: number };
    await t.request("/api/movies", { method: "POST", as: who, json: { title: "Second" } });
    await t.request(`/api/movies/${first.id}`, {
      method: "PATCH",
      as: who,
      json: { version: first.version, title: "First, edited" },
    });
    const list = (await (await t.request("/api/movies", { as: who })).json()) as {
      title: string;
    }[];
    expect(list.map((m) => m.title)).toEqual(["First, edited", "Second"]);
  });

  it("hides one user's movie from another (404), for read, update and delete", async () => {
    const created = (await (
      await t.request("/api/movies", { method: "POST", as: alice, json: { title: "Private" } })
    ).json()) as { id: string };
    expect((await t.request(`/api/movies/${created.id}`, { as: bob })).status).toBe(404);
    expect(
      (
        await t.request(`/api/movies/${created.id}`, {
          method: "PATCH",
          as: bob,
          json: { version: 1, title: "x" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/movies/${created.id}`, { method: "DELETE", as: bob })).status,
    ).toBe(404);
    expect((await t.request(`/api/movies/${created.id}`, { as: alice })).status).toBe(200);
    const bobs = (await (await t.request("/api/movies", { as: bob })).json()) as unknown[];
    expect(bobs).toEqual([]);
  });

  it("updates with the current version and answers 409 to a stale one", async () => {
    const created = (await (
      await t.request("/api/movies", { method: "POST", as: alice, json: { title: "Draft" } })
    ).json()) as { id: string };
    const ok = await t.request(`/api/movies/${created.id}`, {
      method: "PATCH",
      as: alice,
      json: { version: 1, status: "published", genre: "COMEDY" },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ version: 2, status: "published", genre: "comedy" });
    const stale = await t.request(`/api/movies/${created.id}`, {
      method: "PATCH",
      as: alice,
      json: { version: 1, title: "Lost update" },
    });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as {
      error: { code: string; details: { currentVersion: number } };
    };
    expect(body.error.code).toBe("conflict");
    expect(body.error.details.currentVersion).toBe(2);
    const missingVersion = await t.request(`/api/movies/${created.id}`, {
      method: "PATCH",
      as: alice,
      json: { title: "x" },
    });
    expect(missingVersion.status).toBe(400);
    expect(((await missingVersion.json()) as { error: { message: string } }).error.message).toBe(
      "version: version is required",
    );
  });

  it("accepts a client-generated id and does not duplicate on retry", async () => {
    const id = crypto.randomUUID();
    const first = await t.request("/api/movies", {
      method: "POST",
      as: alice,
      json: { id, title: "Retry me" },
    });
    const again = await t.request("/api/movies", {
      method: "POST",
      as: alice,
      json: { id, title: "Retry me" },
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(id);
    const taken = await t.request("/api/movies", {
      method: "POST",
      as: bob,
      json: { id, title: "Steal" },
    });
    expect(taken.status).toBe(409);
  });

  it("deletes a movie", async () => {
    const created = (await (
      await t.request("/api/movies", { method: "POST", as: alice, json: { title: "Gone" } })
    ).json()) as { id: string };
    expect(
      (await t.request(`/api/movies/${created.id}`, { method: "DELETE", as: alice })).status,
    ).toBe(204);
    expect((await t.request(`/api/movies/${created.id}`, { as: alice })).status).toBe(404);
  });

  it("answers 400 for an id that is not a UUID", async () => {
    const response = await t.request("/api/movies/not-a-uuid", { as: alice });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "id: id must be a UUID",
    );
  });

  it("accepts the signed bearer token instead of the cookie", async () => {
    expect(alice.token).not.toBe("");
    const response = await t.request("/api/movies", {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(response.status).toBe(200);
    const forged = await t.request("/api/movies", {
      headers: { authorization: `Bearer ${alice.token.split(".")[0]}.forged` },
    });
    expect(forged.status).toBe(401);
  });
});
