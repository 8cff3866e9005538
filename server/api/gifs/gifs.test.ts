import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGiphy, type FakeGiphy } from "#tests/fakes/fake-giphy.ts";
import {
  createTestApp,
  type Session,
  type TestApp,
  type ErrorBody,
} from "#tests/factories/test-app.ts";

// A GIF as GIPHY sends it (trimmed to the fields we read plus a few we ignore).
const giphyGif = (id: string) => ({
  type: "gif",
  id,
  url: `https://giphy.com/gifs/${id}`,
  title: `Gif ${id}`,
  rating: "pg",
  images: {
    original: {
      url: `https://media.giphy.com/media/${id}/giphy.gif`,
      width: "480",
      height: "360",
    },
    fixed_height: {
      url: `https://media.giphy.com/media/${id}/200.gif`,
      width: "267",
      height: "200",
      size: "123456",
    },
    fixed_height_small: {
      url: `https://media.giphy.com/media/${id}/100.gif`,
      width: "133",
      height: "100",
    },
    fixed_width_small: { url: `https://media.giphy.com/media/${id}/100w.gif` },
  },
});

describe("GIF proxy", () => {
  let fake: FakeGiphy;
  const received = () => fake.received;
  let t: TestApp;
  let off: TestApp;
  let alice: Session;

  beforeAll(async () => {
    fake = await startFakeGiphy({
      apiKey: "test-giphy-key",
      respond: (url) => {
        const q = url.searchParams.get("q");
        if (q === "broken") {
          return { status: 500, body: { meta: { status: 500, msg: "Internal Server Error" } } };
        }
        if (q === "blocked") {
          return {
            status: 451,
            body: {
              data: [],
              meta: { status: 451, msg: "This content is not available in your location" },
            },
          };
        }
        const offset = Number(url.searchParams.get("offset") ?? 0);
        return {
          status: 200,
          body: {
            data: [
              giphyGif(`${q ?? "trend"}-${offset}-a`),
              giphyGif(`${q ?? "trend"}-${offset}-b`),
            ],
            pagination: { total_count: 4321, count: 2, offset },
            meta: { status: 200, msg: "OK", response_id: "r1" },
          },
        };
      },
    });
    t = await createTestApp({
      GIPHY_API_KEY: "test-giphy-key",
      GIPHY_API_URL: fake.url,
    });
    off = await createTestApp();
    alice = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
    await off.close();
    await fake.close();
  });

  it("answers 401 without a session", async () => {
    const response = await t.request("/api/gifs/trending");
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error.message).toBe("Authentication required");
  });

  it("maps trending GIFs and sends GIPHY 20 results rated pg-13 with the server's key", async () => {
    const before = received().length;
    const response = await t.request("/api/gifs/trending?offset=20", { as: alice });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      gifs: [
        {
          id: "trend-20-a",
          title: "Gif trend-20-a",
          url: "https://media.giphy.com/media/trend-20-a/200.gif",
          previewUrl: "https://media.giphy.com/media/trend-20-a/100.gif",
          width: 267,
          height: 200,
        },
        expect.objectContaining({ id: "trend-20-b" }),
      ],
      pagination: { offset: 20, count: 2, total: 4321 },
    });
    const call = received()[before];
    expect(call?.pathname).toBe("/v1/gifs/trending");
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      api_key: "test-giphy-key",
      limit: "20",
      rating: "pg-13",
      offset: "20",
    });
  });

  it("searches with q and caches the answer for 60 s (the second call does not reach GIPHY)", async () => {
    const before = received().length;
    const first = await t.request("/api/gifs/search?q=Wedding", { as: alice });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { gifs: { id: string }[] }).gifs[0]?.id).toBe("wedding-0-a");
    expect(received().length).toBe(before + 1);
    expect(received()[before]?.pathname).toBe("/v1/gifs/search");
    expect(received()[before]?.searchParams.get("q")).toBe("wedding");
    expect(received()[before]?.searchParams.get("limit")).toBe("20");
    expect(received()[before]?.searchParams.get("rating")).toBe("pg-13");

    const second = await t.request("/api/gifs/search?q=%20wedding%20", { as: alice });
    expect(second.status).toBe(200);
    expect(received().length).toBe(before + 1);
    await t.request("/api/gifs/search?q=wedding&offset=20", { as: alice });
    expect(received().length).toBe(before + 2);
  });

  it("turns a GIPHY failure into 502 with a clear message, and remembers it briefly", async () => {
    const before = received().length;
    const response = await t.request("/api/gifs/search?q=broken", { as: alice });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: {
        code: "gif_provider_failed",
        message: "The GIF service answered with an error (HTTP 500). Please try again in a moment.",
      },
    });
    expect((await t.request("/api/gifs/search?q=broken", { as: alice })).status).toBe(502);
    expect(received().length).toBe(before + 1);
  });

  it("gives 'not available in your location' its own error code", async () => {
    const response = await t.request("/api/gifs/search?q=blocked", { as: alice });
    expect(response.status).toBe(451);
    expect(await response.json()).toEqual({
      error: {
        code: "gif_unavailable_in_region",
        message: "This content is not available in your location",
      },
    });
  });

  it("validates the query", async () => {
    const cases: Array<[string, string]> = [
      ["/api/gifs/search", "q: q is required"],
      ["/api/gifs/search?q=%20%20", "q: q is required"],
      ["/api/gifs/trending?offset=-1", "offset: offset must be at least 0"],
      ["/api/gifs/trending?offset=1.5", "offset: offset must be a whole number"],
    ];
    for (const [path, message] of cases) {
      const response = await t.request(path, { as: alice });
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(message);
    }
  });

  it("answers 503 not_configured without a GIPHY key", async () => {
    const who = await off.signUp();
    for (const path of ["/api/gifs/trending", "/api/gifs/search?q=cats"]) {
      const response = await off.request(path, { as: who });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: "not_configured", message: "GIF search is not configured on this server." },
      });
    }
  });
});
