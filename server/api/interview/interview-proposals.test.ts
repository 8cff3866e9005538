import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookieFrom,
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";

// The limit the contract names (contracts/interview.ts); not imported, so that the contract's
// schemas are built after the OpenAPI extension of zod is loaded by the app.
const INTERVIEW_ANSWER_MAX_CHARS = 12_000;

const TWO_MOMENTS =
  'In the summer of 1976 Mum took us to the beach at Brighton. She said "Hold my hand, the sea is cold." I was so happy. ' +
  "In 1984 my brother Tom left home for Leeds, and I cried all night.";

describe("POST /api/interview/proposals", () => {
  let t: TestApp;
  let alice: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
  });
  afterAll(() => t.close());

  const propose = (json: unknown, as: Session | null = alice) =>
    t.request("/api/interview/proposals", { method: "POST", as, json });

  it("proposes one scene per moment, with the answer's words, date, place, people, quotes and emotions", async () => {
    const response = await propose({ answer: TWO_MOMENTS, question: "Take me to a summer day." });
    expect(response.status).toBe(200);
    const { proposals } = (await response.json()) as { proposals: Array<Record<string, unknown>> };
    expect(proposals).toHaveLength(2);
    expect(proposals[0]).toEqual({
      title: "Mum took us to the beach at Brighton",
      text: 'In the summer of 1976 Mum took us to the beach at Brighton. She said "Hold my hand, the sea is cold." I was so happy.',
      date: { year: 1976, month: null, day: null, text: "the summer of 1976" },
      place: expect.stringContaining("Brighton"),
      people: [{ name: "Mum", relation: "mother" }],
      quotes: [{ speaker: "Mum", text: "Hold my hand, the sea is cold." }],
      emotions: [{ core: "happy", feeling: expect.any(String) }],
    });
    expect(proposals[1]).toMatchObject({
      text: "In 1984 my brother Tom left home for Leeds, and I cried all night.",
      date: { year: 1984, month: null, day: null },
      people: [{ name: "Tom", relation: "brother" }],
      quotes: [],
      emotions: [{ core: "sad" }],
    });
  });

  it("reads an age with the birth year, and invents nothing an answer does not state", async () => {
    const aged = await propose({ answer: "When I was seven I learnt to swim.", birthYear: 1950 });
    expect(((await aged.json()) as { proposals: [{ date: unknown }] }).proposals[0].date).toEqual({
      year: 1957,
      month: null,
      day: null,
      text: "When I was seven",
    });
    const plain = await propose({ answer: "I remember the smell of bread and the warm light." });
    expect(plain.status).toBe(200);
    expect(await plain.json()).toEqual({
      proposals: [expect.objectContaining({ date: null, place: null, people: [], quotes: [] })],
    });
  });

  it("keeps an answer in another language as its words, with empty fields", async () => {
    const answer = "Cuando era niña, mi abuela me llevaba al mercado todos los sábados.";
    const response = await propose({ answer });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      proposals: [
        {
          title: expect.any(String),
          text: answer,
          date: null,
          place: null,
          people: [],
          quotes: [],
          emotions: [],
        },
      ],
    });
  });

  it("answers 400 saying what to fix for an empty, a blank or an over-long answer", async () => {
    for (const answer of ["", "   \n "]) {
      const response = await propose({ answer });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.message).toBe(
        "answer: answer is empty: write or say what you remember, then send it",
      );
    }
    const long = await propose({ answer: "a".repeat(INTERVIEW_ANSWER_MAX_CHARS + 1) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as ErrorBody).error.message).toContain("at most 12,000 characters");
    const missing = await propose({});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error.message).toContain("answer");
    const badYear = await propose({ answer: "We moved.", birthYear: 1800 });
    expect(((await badYear.json()) as ErrorBody).error.message).toBe(
      "birthYear: birthYear must be 1900 or later",
    );
  });

  it("accepts an answer of exactly the limit", async () => {
    const words = "We walked to the river and back again. ";
    const answer = words
      .repeat(Math.ceil(INTERVIEW_ANSWER_MAX_CHARS / words.length))
      .slice(0, INTERVIEW_ANSWER_MAX_CHARS);
    const response = await propose({ answer });
    expect(response.status).toBe(200);
  });

  it("answers 401 signed out", async () => {
    const response = await propose({ answer: TWO_MOMENTS }, null);
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error.message).toBe("Authentication required");
  });

  it("checks the movie named is the caller's own", async () => {
    const own = await t.createMovie(alice);
    expect((await propose({ answer: TWO_MOMENTS, movieId: own.id })).status).toBe(200);
    const bob = await t.signUp({ name: "Bob" });
    const response = await propose({ answer: TWO_MOMENTS, movieId: own.id }, bob);
    expect(response.status).toBe(404);
  });

  it("is open to guests", async () => {
    const anon = await t.request("/api/auth/sign-in/anonymous", { method: "POST", json: {} });
    expect(anon.status).toBe(200);
    const guest: Session = { cookie: cookieFrom(anon), token: "", userId: "", email: "" };
    const response = await propose({ answer: TWO_MOMENTS }, guest);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { proposals: unknown[] }).proposals).toHaveLength(2);
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths["/api/interview/proposals"]?.post).toBeDefined();
  });
});
