import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookieFrom,
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";

// A guest gets the movie start and the scene composer with text, the GIF library and
// the emotions wheel; everything else is for accounts, on the API as in the UI.

const text = (id: string, value: string) => ({
  id,
  elementType: "text",
  content: { text: value },
});
const gif = {
  id: "e-gif",
  elementType: "gif",
  content: { gifUrl: "https://media.giphy.com/media/abc/giphy.gif", alt: "A cat" },
};
const image = { id: "e-img", elementType: "image", content: { imageUrl: "/media/x", alt: "" } };
const video = { id: "e-vid", elementType: "video", content: { videoUrl: "/media/y", title: "" } };
const calendar = {
  id: "e-cal",
  elementType: "calendar",
  content: { date: "2024-05-01", title: "Moving day" },
};
const quote = { id: "e-quote", elementType: "quote", content: { quote: "Home is people." } };

describe("what a guest may do on the API", () => {
  let t: TestApp;
  let guest: Session;
  let movieId: string;
  beforeAll(async () => {
    t = await createTestApp({ TRANSCRIBE_URL: "http://127.0.0.1:9" });
    const anon = await t.request("/api/auth/sign-in/anonymous", { method: "POST", json: {} });
    expect(anon.status).toBe(200);
    const userId = ((await anon.json()) as { user: { id: string } }).user.id;
    guest = { cookie: cookieFrom(anon), token: "", userId, email: "" };
    movieId = (await t.createMovie(guest, "The Year We Moved")).id;
  });
  afterAll(() => t.close());

  const scene = (elements: unknown[], extra: Record<string, unknown> = {}) => ({
    id: crypto.randomUUID(),
    movieId,
    title: "Moving day",
    sceneNumber: 1,
    elements,
    ...extra,
  });

  it("writes text, GIF and emotion scenes, and edits them", async () => {
    const created = await t.request("/api/scenes", {
      method: "POST",
      as: guest,
      json: scene([text("e-1", "We were so happy."), gif]),
    });
    expect(created.status).toBe(201);
    const { id, version } = (await created.json()) as { id: string; version: number };
    const edited = await t.request(`/api/scenes/${id}`, {
      method: "PATCH",
      as: guest,
      json: { version, elements: [text("e-1", "We were so happy, and a little scared.")] },
    });
    expect(edited.status).toBe(200);
    expect((await t.request(`/api/movies/${movieId}/scenes`, { as: guest })).status).toBe(200);
    const draft = await t.request(`/api/drafts/scene?movieId=${movieId}`, {
      method: "PUT",
      as: guest,
      json: { movieId, text: "Half a thought", elements: [] },
    });
    expect(draft.status).toBeLessThan(300);
  });

  async function expectRefused(response: Response, what: RegExp) {
    expect(response.status).toBe(403);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("guest_not_allowed");
    expect(body.error.message).toMatch(what);
    expect(body.error.message).toMatch(/create an account/i);
  }

  it.each([
    ["an image", [image]],
    ["a video", [video]],
    ["a calendar event", [calendar]],
    ["a quote", [quote]],
    ["an image beside text", [text("e-2", "Look:"), image]],
  ])("refuses a scene with %s", async (_, elements) => {
    const response = await t.request("/api/scenes", {
      method: "POST",
      as: guest,
      json: scene(elements),
    });
    await expectRefused(response, /photos, videos, quotes and calendar events/i);
  });

  it("refuses an old-style scene of another type and an edit that adds a photo", async () => {
    await expectRefused(
      await t.request("/api/scenes", {
        method: "POST",
        as: guest,
        json: scene([], { sceneType: "image", content: "/media/x" }),
      }),
      /photos/,
    );
    const created = await t.request("/api/scenes", {
      method: "POST",
      as: guest,
      json: scene([text("e-3", "Before")]),
    });
    const { id, version } = (await created.json()) as { id: string; version: number };
    await expectRefused(
      await t.request(`/api/scenes/${id}`, {
        method: "PATCH",
        as: guest,
        json: { version, elements: [text("e-3", "After"), image] },
      }),
      /photos/,
    );
  });

  it.each([
    ["POST", "/api/media-assets/upload-url", {}, /upload photos and videos/i],
    ["POST", "/api/media-assets/save-metadata", { id: "x" }, /upload photos and videos/i],
    ["GET", "/api/voice-transcription/consent", undefined, /voice dictation/i],
    ["POST", "/api/voice-transcription/recordings", undefined, /voice dictation/i],
    ["GET", "/api/characters", undefined, /characters/i],
    ["POST", "/api/characters", { name: "Mum" }, /characters/i],
    ["GET", "/api/development", undefined, /develop/i],
    ["GET", "/api/movies/:movie/development", undefined, /develop/i],
    ["GET", "/api/movies/:movie/beat-board", undefined, /develop/i],
    ["GET", "/api/category-elements/:movie", undefined, /develop/i],
    ["POST", "/api/category-elements", { movieId: "x" }, /develop/i],
    ["GET", "/api/movies/:movie/screenplay", undefined, /screenplay/i],
    ["POST", "/api/movies/:movie/screenplay/compile", {}, /screenplay/i],
    ["GET", "/api/movies/:movie/screenplay.pdf", undefined, /screenplay/i],
    ["POST", "/api/movies/:movie/screenplay/import", { filename: "a.fountain" }, /screenplay/i],
    ["GET", "/api/share-links", undefined, /shar/i],
    ["POST", "/api/movies/:movie/share-links", {}, /shar/i],
  ])("refuses %s %s", async (method, path, json, what) => {
    const response = await t.request(path.replace(":movie", movieId), { method, as: guest, json });
    await expectRefused(response, what);
  });

  it("leaves all of it to an account", async () => {
    const person = await t.signUp();
    const own = await t.createMovie(person);
    const withPhoto = await t.request("/api/scenes", {
      method: "POST",
      as: person,
      json: { ...scene([image, calendar, quote]), movieId: own.id },
    });
    expect(withPhoto.status).toBe(201);
    for (const path of [
      "/api/characters",
      "/api/development",
      `/api/movies/${own.id}/screenplay`,
      "/api/share-links",
    ]) {
      expect((await t.request(path, { as: person })).status).toBe(200);
    }
  });
});
