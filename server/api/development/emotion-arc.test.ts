import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmotionPoint } from "#contracts/emotion-arc.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";

describe("GET /api/movies/{id}/emotion-arc", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
    bob = await t.signUp({ name: "Bob" });
  });
  afterAll(() => t.close());

  async function created(path: string, json: Record<string, unknown>): Promise<string> {
    const response = await t.request(path, { method: "POST", as: alice, json });
    const body = (await response.json()) as { id: string };
    expect(response.status, JSON.stringify(body)).toBe(201);
    return body.id;
  }

  async function story() {
    const movieId = await created("/api/movies", { title: "Grandma's Kitchen" });
    const scene = (title: string, text: string, metadata: Record<string, unknown> = {}) =>
      created("/api/scenes", {
        movieId,
        title,
        sceneNumber: 1,
        metadata,
        elements: text ? [{ id: crypto.randomUUID(), elementType: "text", content: { text } }] : [],
      });
    const funeral = await scene("The funeral", "We buried Grandpa in the rain.", {
      date: { year: 1994, month: 3, day: null },
      emotions: [
        { core: "sad", feeling: "grief" },
        { core: "sad", feeling: "lonely" },
      ],
    });
    const wedding = await scene("The wedding", "It was the happiest day of my life. We danced!", {
      date: { year: 1988, month: null, day: null },
    });
    const kitchen = await scene("The kitchen", "Babcia piekła chleb w każdą sobotę.");
    return { movieId, funeral, wedding, kitchen };
  }

  const arc = async (movieId: string, as: Session | null = alice) =>
    t.request(`/api/movies/${movieId}/emotion-arc`, { as });

  it("gives a point per scene in the screenplay's order, from recorded feelings or the words", async () => {
    const { movieId, funeral, wedding, kitchen } = await story();
    const response = await arc(movieId);
    expect(response.status).toBe(200);
    const points = (await response.json()) as EmotionPoint[];
    // Dated scenes by their dates, in the places dated scenes hold; the undated one stays last.
    expect(points.map((p) => p.sceneId)).toEqual([wedding, funeral, kitchen]);
    expect(points[1]).toEqual({
      sceneId: funeral,
      valence: -0.75,
      arousal: -0.3,
      source: "tagged",
    });
    expect(points[0]).toMatchObject({ sceneId: wedding, source: "text" });
    expect(points[0]?.valence).toBeGreaterThan(0.3);
    expect(points[0]?.arousal).toBeGreaterThan(0);
    // Polish words are not read: the middle of both axes, and said to be from the text.
    expect(points[2]).toEqual({ sceneId: kitchen, valence: 0, arousal: 0, source: "text" });
  });

  it("follows the beat board's order once scenes are placed on it", async () => {
    const { movieId, funeral, wedding, kitchen } = await story();
    const board = await t.request(`/api/movies/${movieId}/beat-board`, { as: alice });
    const { structure, beats, version } = (await board.json()) as {
      structure: string;
      beats: Array<{ beatKey: string }>;
      version: number;
    };
    const saved = await t.request(`/api/movies/${movieId}/beat-board`, {
      method: "PUT",
      as: alice,
      json: {
        structure,
        version,
        beats: [{ beatKey: beats[0]?.beatKey, sceneIds: [kitchen, funeral] }],
      },
    });
    expect(saved.status).toBe(200);
    const points = (await (await arc(movieId)).json()) as EmotionPoint[];
    expect(points.map((p) => p.sceneId)).toEqual([kitchen, funeral, wedding]);
  });

  it("answers an empty arc for a movie with no scenes", async () => {
    const movieId = await created("/api/movies", { title: "Nothing yet" });
    const response = await arc(movieId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it("answers 401 signed out and 404 for another person's movie", async () => {
    const { movieId } = await story();
    expect((await arc(movieId, null)).status).toBe(401);
    const other = await arc(movieId, bob);
    expect(other.status).toBe(404);
  });
});
