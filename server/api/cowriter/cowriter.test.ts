import { createParser } from "eventsource-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeLlm, type FakeLlm } from "#tests/fakes/fake-llm.ts";
import { captureSummer, type SummerStory } from "#tests/factories/summer-story.ts";
import {
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";

type Event = { event: string; data: unknown };

// The events of a text/event-stream body, in order, read as a browser reads them.
function eventsOf(text: string): Event[] {
  const events: Event[] = [];
  const parser = createParser({
    onEvent: (e) => events.push({ event: e.event ?? "message", data: JSON.parse(e.data) }),
  });
  parser.feed(text);
  return events;
}

let fake: FakeLlm;
let t: TestApp;
let sam: Session;
let story: SummerStory;

const post = (path: string, json: unknown = {}, headers: Record<string, string> = {}, as = sam) =>
  t.request(`/api/movies/${story.movieId}/co-writer/${path}`, {
    method: "POST",
    as,
    json,
    headers,
  });
const consent = (given: boolean, as = sam) =>
  t.request("/api/co-writer/consent", { method: "PUT", as, json: { consentGiven: given } });
const since = (n: number) => fake.requests.slice(n);

beforeAll(async () => {
  fake = await startFakeLlm();
  t = await createTestApp({
    LLM_URL: fake.url,
    LLM_MODEL: "llama-3.2-3b-instruct",
    LLM_API_KEY: "sk-local-test",
    LLM_TIMEOUT_MS: "1500",
  });
  sam = await t.signUp({ name: "Sam Rivera" });
  story = await captureSummer(t, sam);
  expect((await consent(true)).status).toBe(200);
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe("co-writer consent", () => {
  it("is not given until asked, names the model's host, and can be withdrawn", async () => {
    const someone = await t.signUp();
    const before = await t.request("/api/co-writer/consent", { as: someone });
    expect(await before.json()).toEqual({
      consentGiven: false,
      host: new URL(fake.url).host,
      model: "llama-3.2-3b-instruct",
      dailyLimit: 30,
    });
    const movieId = (await t.createMovie(someone)).id;
    const refused = await t.request(`/api/movies/${movieId}/co-writer/punch-up`, {
      method: "POST",
      as: someone,
      json: { text: "SAM\nHi." },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(
      "Please allow the co-writer to send this movie's text to its model first.",
    );
    expect((await (await consent(true, someone)).json()) as object).toMatchObject({
      consentGiven: true,
    });
    await consent(false, someone);
    const after = await t.request("/api/co-writer/consent", { as: someone });
    expect(((await after.json()) as { consentGiven: boolean }).consentGiven).toBe(false);
  });

  it("answers 400 naming the field for a bad body", async () => {
    const response = await t.request("/api/co-writer/consent", {
      method: "PUT",
      as: sam,
      json: { consentGiven: "yes" },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toMatch(/^consentGiven/);
  });
});

describe("dramatise", () => {
  it("writes the captured scene in Fountain, the invented line marked (JSON)", async () => {
    const n = fake.requests.length;
    const response = await post("dramatise", { sceneId: story.lakeId });
    expect(response.status).toBe(200);
    const result = (await response.json()) as { fountain: string; inventedLines: number };
    expect(result).toMatchObject({
      action: "dramatise",
      sceneId: story.lakeId,
      sceneTitle: "Fishing with Dad",
      inventedLines: 1,
    });
    expect(result.fountain.startsWith("EXT. THE LAKE - DAWN\n")).toBe(true);
    expect(result.fountain).toContain("DAD\nCast it past the reeds. Fish hide where it's quiet.\n");
    expect(result.fountain).toContain("SAM\nWhat if I don't catch anything?\n");
    expect(result.fountain).toContain("DAD\nThe fish can wait. We can't. [[invented]]");

    const [sent] = since(n);
    expect(sent?.authorization).toBe("Bearer sk-local-test");
    expect(sent?.body.model).toBe("llama-3.2-3b-instruct");
    expect(sent?.body.stream).toBe(false);
    const prompt = JSON.stringify(sent?.body.messages);
    expect(prompt).toContain("Cast it past the reeds");
    // Only this scene is sent: never the other scenes of the movie.
    expect(prompt).not.toContain("Look! I got one!");
  });

  it("streams the model's text as delta events, then one result", async () => {
    const n = fake.requests.length;
    const response = await post(
      "dramatise",
      { sceneId: story.lakeId },
      { accept: "text/event-stream" },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = eventsOf(await response.text());
    const deltas = events.filter((e) => e.event === "delta");
    expect(deltas.length).toBeGreaterThan(5);
    const streamed = deltas.map((e) => (e.data as { text: string }).text).join("");
    expect(streamed).toContain("Mist drifts over still water.");
    expect(events.at(-1)?.event).toBe("result");
    expect((events.at(-1)?.data as { inventedLines: number }).inventedLines).toBe(1);
    expect(since(n)[0]?.body.stream).toBe(true);
  });

  it("answers 404 for another user's movie and for a scene of another movie", async () => {
    const other = await t.signUp();
    await consent(true, other);
    const theirs = await captureSummer(t, other);
    const foreign = await t.request(`/api/movies/${theirs.movieId}/co-writer/dramatise`, {
      method: "POST",
      as: sam,
      json: { sceneId: theirs.lakeId },
    });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as ErrorBody).error.message).toBe("Movie not found");
    const scene = await post("dramatise", { sceneId: theirs.lakeId });
    expect(scene.status).toBe(404);
    expect(((await scene.json()) as ErrorBody).error.message).toBe("Scene not found");
  });

  it("asks again once when the answer is not a scene, then reports it plainly", async () => {
    const n = fake.requests.length;
    fake.queue({ text: "Sure! I'd love to help with your story." }, { text: "Of course." });
    const response = await post("dramatise", { sceneId: story.lakeId });
    expect(response.status).toBe(503);
    const body = (await response.json()) as ErrorBody & { error: { details: object } };
    expect(body.error.message).toBe(
      "The co-writer's answer could not be used. Your script is unchanged; try again, or try a shorter passage.",
    );
    expect(body.error.details).toMatchObject({ reason: "invalid_output" });
    const sent = since(n);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.messages.at(-1)?.content).toContain("That answer could not be used");

    fake.queue({ text: "Here you go!" });
    const second = await post(
      "dramatise",
      { sceneId: story.lakeId },
      {
        accept: "text/event-stream",
      },
    );
    const events = eventsOf(await second.text());
    expect(events.some((e) => (e.data as { restart?: boolean }).restart === true)).toBe(true);
    expect(events.at(-1)?.event).toBe("result");
  });
});

describe("the other actions", () => {
  it("suggests the logline, theme, want and need", async () => {
    const response = await post("cards");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      action: "cards",
      logline:
        "A boy spends one summer at a lake learning to wait beside a father he barely knows.",
      theme: "Patience is a way of loving someone.",
      want: "To catch a fish before the summer ends.",
      need: "To feel his father sees him.",
    });
  });

  it("punches up a passage with its reason (streamed)", async () => {
    const text = "DAD\nWell, you know, I think you should cast it past the reeds.\n\nHe smiles.";
    const response = await post("punch-up", { text }, { accept: "text/event-stream" });
    const events = eventsOf(await response.text());
    expect(events.at(-1)).toEqual({
      event: "result",
      data: {
        action: "punch-up",
        original: text,
        fountain: "DAD\nWell, you know, I think you should cast it past the reeds.",
        reason: "Cutting to the first line lets the silence do the rest.",
      },
    });
  });

  it("refuses an empty passage with 400", async () => {
    const response = await post("punch-up", { text: "  " });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toBe(
      "text: text is required: the passage to punch up",
    );
  });

  it("lists gaps against the beat board, each with a question", async () => {
    const response = await post("gaps");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { gaps: Array<Record<string, string>> };
    expect(body.gaps).toEqual([
      {
        beatKey: "opening_image",
        beatTitle: "Opening image",
        gap: "No captured moment sits on this beat yet.",
        question: "What happened that summer that you could not undo?",
      },
    ]);
  });
});

describe("the model server misbehaving", () => {
  it("retries 429 and 5xx with back-off", async () => {
    const n = fake.requests.length;
    fake.queue({ status: 429, retryAfter: 0 }, { status: 502 });
    const response = await post("cards");
    expect(response.status).toBe(200);
    expect(since(n)).toHaveLength(3);
  });

  it("reports a server that keeps failing as 503 unavailable", async () => {
    const n = fake.requests.length;
    fake.queue(
      { status: 500, retryAfter: 0 },
      { status: 503, retryAfter: 0 },
      { status: 500, message: "model overloaded" },
    );
    const response = await post("cards");
    expect(response.status).toBe(503);
    const body = (await response.json()) as ErrorBody & { error: { details: object } };
    expect(body.error.message).toBe(
      "The co-writer is not answering. Your script is unchanged; try again in a minute.",
    );
    expect(body.error.details).toEqual({ reason: "unavailable" });
    expect(since(n)).toHaveLength(3);
  });

  it("does not retry a refusal (401 wrong key)", async () => {
    const n = fake.requests.length;
    fake.queue({ status: 401, message: "Incorrect API key provided" });
    const response = await post("cards");
    expect(response.status).toBe(503);
    expect(((await response.json()) as ErrorBody).error.message).toBe(
      "The co-writer could not take this request. Your script is unchanged; try again later.",
    );
    expect(since(n)).toHaveLength(1);
  });

  it("gives up after LLM_TIMEOUT_MS", async () => {
    fake.queue({ stall: true });
    const response = await post("cards");
    expect(response.status).toBe(503);
    const body = (await response.json()) as ErrorBody & { error: { details: object } };
    expect(body.error.message).toBe(
      "The co-writer took too long to answer. Your script is unchanged; try again, or try a shorter passage.",
    );
    expect(body.error.details).toEqual({ reason: "timeout" });
  });

  it("stops the model's request when the client cancels", async () => {
    const server = await t.listen();
    try {
      const n = fake.requests.length;
      fake.queue({ text: "x".repeat(5000), chunkDelayMs: 20 });
      const cancel = new AbortController();
      const response = await fetch(`${server.url}/api/movies/${story.movieId}/co-writer/cards`, {
        method: "POST",
        headers: {
          cookie: sam.cookie,
          origin: "http://localhost:3000",
          "content-type": "application/json",
          accept: "text/event-stream",
        },
        body: "{}",
        signal: cancel.signal,
      });
      const reader = response.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toContain("event: delta");
      cancel.abort();
      const deadline = Date.now() + 3000;
      while (!since(n)[0]?.closedEarly && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(since(n)[0]?.closedEarly).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe("limits and setup", () => {
  it("counts a daily limit per user on the server", async () => {
    const limited = await createTestApp({ LLM_URL: fake.url, LLM_DAILY_LIMIT: "2" });
    try {
      const who = await limited.signUp();
      await limited.request("/api/co-writer/consent", {
        method: "PUT",
        as: who,
        json: { consentGiven: true },
      });
      const movieId = (await limited.createMovie(who)).id;
      const ask = () =>
        limited.request(`/api/movies/${movieId}/co-writer/punch-up`, {
          method: "POST",
          as: who,
          json: { text: "SAM\nHi." },
        });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const third = await ask();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(80_000);
      expect(((await third.json()) as ErrorBody).error.message).toBe(
        "You have used the co-writer 2 times today, its daily limit. It is available again tomorrow.",
      );
      // Another user has their own count.
      const other = await limited.signUp();
      await limited.request("/api/co-writer/consent", {
        method: "PUT",
        as: other,
        json: { consentGiven: true },
      });
      const theirMovie = (await limited.createMovie(other)).id;
      const theirs = await limited.request(`/api/movies/${theirMovie}/co-writer/punch-up`, {
        method: "POST",
        as: other,
        json: { text: "SAM\nHi." },
      });
      expect(theirs.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("answers 503 not_configured when LLM_URL is unset, and everything else works", async () => {
    const unset = await createTestApp();
    try {
      const who = await unset.signUp();
      const movieId = (await unset.createMovie(who)).id;
      for (const [path, method] of [
        ["/api/co-writer/consent", "GET"],
        [`/api/movies/${movieId}/co-writer/dramatise`, "POST"],
      ] as const) {
        const response = await unset.request(path, {
          method,
          as: who,
          ...(method === "POST" ? { json: {} } : {}),
        });
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          error: { code: "not_configured", message: "The co-writer is not set up on this server." },
        });
      }
      expect((await unset.request(`/api/movies/${movieId}`, { as: who })).status).toBe(200);
    } finally {
      await unset.close();
    }
  });

  it("asks for a session first", async () => {
    const response = await t.request(`/api/movies/${story.movieId}/co-writer/cards`, {
      method: "POST",
      json: {},
    });
    expect(response.status).toBe(401);
  });
});
