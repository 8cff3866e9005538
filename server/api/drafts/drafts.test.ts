import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type Session,
  type TestApp,
  type ErrorBody,
} from "#tests/factories/test-app.ts";

describe("drafts API", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
    bob = await t.signUp({ name: "Bob" });
  });
  afterAll(() => t.close());

  const textElement = { id: "e1", elementType: "text", content: { text: "Rain on the pier" } };

  it("answers 401 without a session", async () => {
    for (const [path, method, json] of [
      ["/api/drafts/scene", "GET", undefined],
      ["/api/drafts/scene", "PUT", { content: "x" }],
      ["/api/drafts/scene", "DELETE", undefined],
      ["/api/temp/load-draft-action-sheet", "GET", undefined],
      ["/api/temp/save-draft-action-sheet", "POST", { content: "x" }],
      ["/api/temp/clear-draft-action-sheet", "DELETE", undefined],
    ] as const) {
      const response = await t.request(path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(((await response.json()) as ErrorBody).error.message).toBe("Authentication required");
    }
  });

  it("keeps one scene draft per movie and one with no movie, replaced by each save", async () => {
    const movie = await t.createMovie(alice);
    const empty = await t.request(`/api/drafts/scene?movieId=${movie.id}`, { as: alice });
    expect(await empty.json()).toEqual({ data: null });

    const saved = await t.request(`/api/drafts/scene?movieId=${movie.id}`, {
      method: "PUT",
      as: alice,
      json: { content: "First line", elements: [textElement], movieId: movie.id },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      content: "First line",
      movieId: movie.id,
      version: 1,
    });
    const again = await t.request(`/api/drafts/scene?movieId=${movie.id}`, {
      method: "PUT",
      as: alice,
      json: { content: "Second take", elements: [] },
    });
    expect(await again.json()).toMatchObject({
      content: "Second take",
      elements: [],
      metadata: {},
      version: 2,
    });

    await t.request("/api/drafts/scene", { method: "PUT", as: alice, json: { content: "Loose" } });
    const loose = (await (await t.request("/api/drafts/scene", { as: alice })).json()) as {
      data: { content: string; movieId: string | null };
    };
    expect(loose.data).toMatchObject({ content: "Loose", movieId: null });
    const forMovie = (await (
      await t.request(`/api/drafts/scene?movieId=${movie.id}`, { as: alice })
    ).json()) as { data: { content: string } };
    expect(forMovie.data.content).toBe("Second take");

    expect(
      (await t.request(`/api/drafts/scene?movieId=${movie.id}`, { method: "DELETE", as: alice }))
        .status,
    ).toBe(204);
    expect(
      await (await t.request(`/api/drafts/scene?movieId=${movie.id}`, { as: alice })).json(),
    ).toEqual({ data: null });
    // Clearing twice is fine: the composer clears after every create.
    expect(
      (await t.request(`/api/drafts/scene?movieId=${movie.id}`, { method: "DELETE", as: alice }))
        .status,
    ).toBe(204);
  });

  it("keeps the feelings and the date of the scene to be, checked as a scene's metadata", async () => {
    const movie = await t.createMovie(alice);
    const metadata = {
      emotions: [{ core: "happy", feeling: "Joyful" }],
      date: { year: 1998, month: 7, day: null },
      time: "19:30",
    };
    const saved = await t.request(`/api/drafts/scene?movieId=${movie.id}`, {
      method: "PUT",
      as: alice,
      json: { content: "Summer", elements: [], metadata },
    });
    expect(saved.status).toBe(200);
    const stored = (await (
      await t.request(`/api/drafts/scene?movieId=${movie.id}`, { as: alice })
    ).json()) as { data: { metadata: unknown } };
    // Feelings are kept lower-case, as on a scene.
    expect(stored.data.metadata).toEqual({
      ...metadata,
      emotions: [{ core: "happy", feeling: "joyful" }],
    });
    const bad = await t.request(`/api/drafts/scene?movieId=${movie.id}`, {
      method: "PUT",
      as: alice,
      json: { content: "Summer", metadata: { emotions: [{ core: "happy", feeling: "lonely" }] } },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.message).toBe(
      "metadata.emotions.0.feeling: feeling must be one of the feelings of its core emotion on the wheel",
    );
  });

  it("rejects invalid scene drafts and other users' movies", async () => {
    const movie = await t.createMovie(alice);
    const badElement = await t.request("/api/drafts/scene", {
      method: "PUT",
      as: alice,
      json: {
        content: "",
        elements: [{ id: "g", elementType: "gif", content: { gifUrl: "data:x", alt: "" } }],
      },
    });
    expect(badElement.status).toBe(400);
    expect(((await badElement.json()) as ErrorBody).error.message).toBe(
      "elements.0.content.gifUrl: Must be a valid URL or path starting with /",
    );
    const mismatch = await t.request(`/api/drafts/scene?movieId=${movie.id}`, {
      method: "PUT",
      as: alice,
      json: { content: "x", movieId: crypto.randomUUID() },
    });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as ErrorBody).error.message).toBe(
      "movieId in the body does not match the movieId in the query",
    );
    const bobs = await t.request(`/api/drafts/scene?movieId=${movie.id}`, {
      method: "PUT",
      as: bob,
      json: { content: "x" },
    });
    expect(bobs.status).toBe(404);
    expect((await t.request(`/api/drafts/scene?movieId=${movie.id}`, { as: bob })).status).toBe(
      404,
    );
  });

  it("saves, loads and clears the action-sheet draft: text, media URL and type", async () => {
    const who = await t.signUp();
    expect(
      await (await t.request("/api/temp/load-draft-action-sheet", { as: who })).json(),
    ).toEqual({ success: true, data: null });
    const saved = await t.request("/api/temp/save-draft-action-sheet", {
      method: "POST",
      as: who,
      json: {
        content: "Dancing at the wedding",
        mediaUrl: "https://media.giphy.com/media/abc/giphy.gif",
        mediaType: "gif",
        timestamp: 1_700_000_000_000,
      },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ success: true });
    expect(
      await (await t.request("/api/temp/load-draft-action-sheet", { as: who })).json(),
    ).toEqual({
      success: true,
      data: {
        content: "Dancing at the wedding",
        mediaUrl: "https://media.giphy.com/media/abc/giphy.gif",
        mediaType: "gif",
        timestamp: 1_700_000_000_000,
      },
    });
    // Another user never sees it.
    expect(
      (
        (await (await t.request("/api/temp/load-draft-action-sheet", { as: bob })).json()) as {
          data: unknown;
        }
      ).data,
    ).toBeNull();
    const cleared = await t.request("/api/temp/clear-draft-action-sheet", {
      method: "DELETE",
      as: who,
    });
    expect(await cleared.json()).toEqual({ success: true });
    expect(
      (
        (await (await t.request("/api/temp/load-draft-action-sheet", { as: who })).json()) as {
          data: unknown;
        }
      ).data,
    ).toBeNull();
  });

  it("rejects an unknown media type and a bad media URL", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { content: "x", mediaType: "audio" },
        "mediaType: mediaType must be one of image, gif, video",
      ],
      [
        { content: "x", mediaUrl: "javascript:alert(1)", mediaType: "image" },
        "mediaUrl: Must be a valid URL or path starting with /",
      ],
      [{ content: "x", timestamp: "yesterday" }, "timestamp: timestamp must be a number"],
    ];
    for (const [json, message] of cases) {
      const response = await t.request("/api/temp/save-draft-action-sheet", {
        method: "POST",
        as: alice,
        json,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(message);
    }
  });
});
