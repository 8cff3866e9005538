import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Movie } from "#contracts/movie.ts";
import type { Scene } from "#contracts/scene.ts";
import {
  fakeServer,
  json,
  screenplayRecord,
  testEngine,
  unreachable,
  type Call,
  type Handler,
} from "#tests/support/offline-fake-server";
import { dropOfflineDb, readOutbox } from "./offline-db";

// The engine against a fake server at the fetch boundary: what it sends, what stays queued.
let server: ReturnType<typeof fakeServer>;
let calls: Call[];
beforeEach(() => {
  server = fakeServer();
  calls = server.calls;
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await dropOfflineDb();
});

const offline = unreachable;
const setup = testEngine;
const use = (h: Handler) => {
  server.handler = h;
};

const movieBody = { id: "11111111-1111-4111-8111-111111111111", title: "Summer" };

describe("outbox engine", () => {
  it("shows an offline create at once, keeps it, and sends it once when the sync runs", async () => {
    const { engine, queryClient, status } = setup();
    use(offline);
    const shown = (await engine.enqueue({
      kind: "movie.create",
      recordId: movieBody.id,
      body: movieBody,
    })) as Movie;
    expect(shown).toMatchObject({ id: movieBody.id, title: "Summer", version: 1 });
    expect(queryClient.getQueryData<Movie[]>(["movies"])?.map((m) => m.id)).toEqual([movieBody.id]);
    expect(status.get().pendingIds.has(movieBody.id)).toBe(true);
    expect(await readOutbox("u1")).toHaveLength(1);

    await engine.sync(true);
    expect(status.get().pending).toBe(1);
    expect((await readOutbox("u1"))[0]).toMatchObject({
      attempts: 1,
      lastError: "Failed to fetch",
    });

    use((method, path, body) => json(201, { ...(body as object), version: 1, path, method }));
    await engine.sync(true);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(2);
    expect(calls.at(-1)).toMatchObject({ method: "POST", path: "/api/movies", body: movieBody });
    expect(await readOutbox("u1")).toEqual([]);
    expect(status.get()).toMatchObject({ pending: 0, syncing: false });
    expect(status.get().lastSyncedAt).not.toBeNull();
  });

  it("sends a movie before its scenes, and holds the scenes while the movie cannot go", async () => {
    const { engine } = setup();
    use(offline);
    await engine.enqueue({ kind: "movie.create", recordId: movieBody.id, body: movieBody });
    const sceneId = "22222222-2222-4222-8222-222222222222";
    await engine.enqueue({
      kind: "scene.create",
      recordId: sceneId,
      movieId: movieBody.id,
      body: {
        id: sceneId,
        movieId: movieBody.id,
        title: "Attic",
        sceneNumber: 1,
        elements: [],
        characterIds: [],
        metadata: {},
      },
    });
    use((_m, path, body) =>
      path === "/api/movies"
        ? json(500, { error: { message: "boom" } })
        : json(201, { ...(body as object), version: 1 }),
    );
    await engine.sync(true);
    expect(calls.map((c) => c.path)).toEqual(["/api/movies"]);
    expect(await readOutbox("u1")).toHaveLength(2);

    use((_m, _p, body) => json(201, { ...(body as object), version: 1 }));
    await engine.sync(true);
    expect(calls.map((c) => c.path)).toEqual(["/api/movies", "/api/movies", "/api/scenes"]);
    expect(await readOutbox("u1")).toEqual([]);
  });

  it("stops at the first write that finds no server and keeps every one", async () => {
    const { engine } = setup();
    use(offline);
    for (const title of ["A", "B"]) {
      const id = crypto.randomUUID();
      await engine.enqueue({ kind: "movie.create", recordId: id, body: { id, title } });
    }
    await engine.sync(true);
    expect(calls).toHaveLength(1);
    expect(await readOutbox("u1")).toHaveLength(2);
  });

  it("keeps a screenplay edit that meets another edit of the same text as a conflict to choose", async () => {
    const { engine, status, queryClient } = setup();
    queryClient.setQueryData(["movies", "m1"], { id: "m1", title: "Summer" });
    use(offline);
    await engine.enqueue({
      kind: "screenplay.save",
      recordId: "m1",
      baseVersion: 3,
      baseFountain: "INT. HOUSE",
      body: { fountain: "INT. HOUSE - MINE" },
    });
    use((method) =>
      method === "PUT"
        ? json(409, { error: { message: "stale" } })
        : json(200, screenplayRecord("INT. HOUSE - THEIRS", 4)),
    );
    await engine.sync(true);
    expect(status.get().conflicts).toEqual([
      expect.objectContaining({
        movieId: "m1",
        movieTitle: "Summer",
        mine: "INT. HOUSE - MINE",
        theirs: "INT. HOUSE - THEIRS",
      }),
    ]);
    expect(await readOutbox("u1")).toHaveLength(1);
    calls.length = 0;
    await engine.sync(true);
    expect(calls).toEqual([]);
  });

  it("treats a save whose answer was lost as landed when the server already has its text", async () => {
    const { engine } = setup();
    use(offline);
    await engine.enqueue({
      kind: "screenplay.save",
      recordId: "m1",
      baseVersion: 3,
      baseFountain: "A",
      body: { fountain: "B" },
    });
    use((method) =>
      method === "PUT"
        ? json(409, { error: { message: "stale" } })
        : json(200, screenplayRecord("B", 4)),
    );
    await engine.sync(true);
    expect(await readOutbox("u1")).toEqual([]);
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1);
  });

  it("bases the next edit of a scene on the version its first edit landed as", async () => {
    const { engine } = setup();
    const base = { id: "s1", movieId: "m1", title: "Old", version: 3 } as Scene;
    use(offline);
    await engine.enqueue({
      kind: "scene.update",
      recordId: "s1",
      movieId: "m1",
      baseVersion: 3,
      base,
      body: { title: "One" },
    });
    use((_m, _p, body) => json(200, { ...base, ...(body as object), version: 4 }));
    await engine.sync(true);
    use(offline);
    await engine.enqueue({
      kind: "scene.update",
      recordId: "s1",
      movieId: "m1",
      baseVersion: 4,
      base,
      body: { title: "Two" },
    });
    use((_m, _p, body) => json(200, { ...base, ...(body as object), version: 5 }));
    await engine.sync(true);
    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([
      { title: "One", version: 3 },
      { title: "Two", version: 4 },
    ]);
  });
});

describe("movies, characters, orders and tabs", () => {
  const movie = {
    id: "m1",
    userId: "u1",
    title: "Harbour",
    description: null,
    genre: null,
    coverImage: null,
    coverPageUrl: null,
    status: "draft",
    version: 1,
    lastEditedBy: "u1",
    metadata: {},
    sceneCount: 0,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    role: "owner",
    ownerName: null,
  } satisfies Movie;

  it("sends a movie renamed and a character added offline once each, and shows them meanwhile", async () => {
    const { engine, queryClient, status } = setup();
    queryClient.setQueryData(["movies"], [movie]);
    use(offline);
    await engine.enqueue({
      kind: "movie.update",
      recordId: "m1",
      baseVersion: 1,
      base: movie,
      body: { title: "Harbour at Dawn" },
    });
    const characterId = "33333333-3333-4333-8333-333333333333";
    await engine.enqueue({
      kind: "character.create",
      recordId: characterId,
      movieId: "m1",
      body: { id: characterId, movieId: "m1", name: "Grandpa Ilyas" },
    });
    expect(queryClient.getQueryData<Movie[]>(["movies"])?.[0]?.title).toBe("Harbour at Dawn");
    expect(queryClient.getQueryData<{ name: string }[]>(["characters", "m1"])).toEqual([
      expect.objectContaining({ id: characterId, name: "Grandpa Ilyas", version: 1 }),
    ]);
    expect(status.get().pendingIds.has("m1")).toBe(true);

    use((method, path, body) =>
      json(method === "POST" ? 201 : 200, {
        ...(path.startsWith("/api/movies") ? movie : { userId: "u1" }),
        ...(body as object),
        version: 2,
      }),
    );
    await engine.sync(true);
    await engine.sync(true);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "PATCH /api/movies/m1",
      "POST /api/characters",
    ]);
    expect(calls[0]?.body).toEqual({ title: "Harbour at Dawn", version: 1 });
    expect(await readOutbox("u1")).toEqual([]);
  });

  it("rebases a scene order the server refused on the scenes it has now", async () => {
    const { engine } = setup();
    use(offline);
    await engine.enqueue({
      kind: "scenes.reorder",
      recordId: "scenes-order:m1",
      movieId: "m1",
      body: { sceneIds: ["b", "gone", "a"] },
    });
    const scenes = ["a", "b", "new"].map((id, n) => ({ id, movieId: "m1", sceneNumber: n + 1 }));
    use((method, _path, body) => {
      if (method === "GET") return json(200, scenes);
      const ids = (body as { sceneIds: string[] }).sceneIds;
      return ids.includes("gone")
        ? json(400, { error: { code: "validation_failed", message: "Unknown scene id" } })
        : json(
            200,
            ids.map((id) => scenes.find((s) => s.id === id)),
          );
    });
    await engine.sync(true);
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { sceneIds: ["b", "gone", "a"] },
      { sceneIds: ["b", "a", "new"] },
    ]);
    expect(await readOutbox("u1")).toEqual([]);
  });

  it("in another tab, a write to a record being sent makes a new entry rather than change it", async () => {
    const leader = setup("u1", "tab1");
    const follower = setup("u1", "tab2");
    use(offline);
    const sceneId = "44444444-4444-4444-8444-444444444444";
    const base = { id: sceneId, movieId: "m1", title: "Old", version: 3 } as Scene;
    const edit = (title: string) => ({
      kind: "scene.update" as const,
      recordId: sceneId,
      movieId: "m1",
      baseVersion: 3,
      base,
      body: { title },
    });
    await leader.engine.enqueue(edit("One"));
    // The leader's request is on its way when the follower writes.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let version = 3;
    server.handler = () => {
      throw new Error("replaced below");
    };
    vi.stubGlobal("fetch", async (path: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body)) as object;
      calls.push({ method: init.method ?? "GET", path, body });
      if (calls.length === 1) await held;
      return json(200, { ...base, ...body, version: ++version });
    });
    const syncing = leader.engine.sync(true);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await follower.engine.enqueue(edit("Two"));
    release();
    await syncing;
    expect((await readOutbox("u1")).map((e) => e.kind === "scene.update" && e.body.title)).toEqual([
      "Two",
    ]);
    await leader.engine.sync(true);
    expect(calls.map((c) => c.body)).toEqual([
      { title: "One", version: 3 },
      { title: "Two", version: 4 },
    ]);
    expect(await readOutbox("u1")).toEqual([]);
  });
});
