import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Interview } from "#contracts/interview-session.ts";
import { createLogger } from "#server/logger.ts";
import { startFakeLlm, type FakeLlm } from "#tests/fakes/fake-llm.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";

// The follow-up of an interview, worded by the co-writer's model (server/domain/interview/README.md):
// the rules decide whether to follow up and about what; with the co-writer configured and the
// person's consent, the model words that question from the answer. Anything else (no consent,
// the daily limit, a model that fails) asks the rules' own words, and the interview moves on.

// The childhood period opens with the kitchen question; its own date follow-up is what the rules
// ask first of an answer that names no time.
const KITCHEN = "Take me into the kitchen of the home you grew up in";
const RULES_DATE = "How old do you think you were then?";
const FIRE = "The night the kitchen burned, Mum carried me out to the garden.";

async function interviewCalls(t: TestApp, who: Session) {
  const movieId = (await t.createMovie(who, "Growing up")).id;
  const post = async (path: string, json: unknown) => {
    const response = await t.request(path, { method: "POST", as: who, json });
    return { status: response.status, body: (await response.json()) as Interview };
  };
  return {
    start: async () =>
      (await post("/api/interviews", { movieId, start: { kind: "period", topicId: "childhood" } }))
        .body,
    answer: (i: Interview, answer: string) =>
      post(`/api/interviews/${i.id}/answers`, { turnId: i.current?.turnId, answer }),
    move: (i: Interview, move: string) =>
      post(`/api/interviews/${i.id}/moves`, { turnId: i.current?.turnId, move }),
  };
}

describe("follow-ups worded by the co-writer", () => {
  const lines: string[] = [];
  let fake: FakeLlm;
  let t: TestApp;

  const consenting = async () => {
    const who = await t.signUp();
    const given = await t.request("/api/co-writer/consent", {
      method: "PUT",
      as: who,
      json: { consentGiven: true },
    });
    expect(given.status).toBe(200);
    return interviewCalls(t, who);
  };
  const since = (n: number) => fake.requests.slice(n);
  const prompt = (n: number) => JSON.stringify(fake.requests[n]?.body.messages);

  beforeAll(async () => {
    fake = await startFakeLlm();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
        done();
      },
    });
    t = await createTestApp(
      { LLM_URL: fake.url, LLM_TIMEOUT_MS: "1500", LLM_DAILY_LIMIT: "2" },
      { logger: createLogger("info", sink) },
    );
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("asks the rules' follow-up in the model's words, grounded in the answer", async () => {
    const calls = await consenting();
    let i = await calls.start();
    expect(i.current?.question).toMatch(new RegExp(`^${KITCHEN}`));
    const n = fake.requests.length;
    fake.queue({ text: '{"followUp": "How old were you when the kitchen burned?"}' });

    let r = await calls.answer(i, FIRE);
    expect(r.status).toBe(200);
    i = r.body;
    expect(i.turns[0]).toMatchObject({ status: "answered", answer: FIRE });
    expect(i.current).toMatchObject({
      question: "How old were you when the kitchen burned?",
      asks: "date",
    });
    expect(i.turns[1]).toMatchObject({
      moment: 1,
      questionId: null,
      question: "How old were you when the kitchen burned?",
      followUp: { id: "model/childhood-kitchen-morning/3", asks: "date" },
    });
    // One request, with the moment: its question and the person's answer, and what to ask about.
    expect(since(n)).toHaveLength(1);
    const sent = prompt(n);
    expect(sent).toContain(FIRE);
    expect(sent).toContain(KITCHEN);
    expect(sent).toContain(RULES_DATE);

    // The rules go on counting: the date is asked, Mum said nothing yet; the model words that
    // (the fake's own answer, from the moment's first words), seeing what was asked already.
    r = await calls.answer(i, "I was six, I think. It was 1975.");
    i = r.body;
    expect(i.turns[2]?.followUp).toMatchObject({ id: "model/rule/speech/mum", asks: "speech" });
    expect(i.current?.question).toBe(
      'When you think of "The night the kitchen burned", what was said, or what happened next?',
    );
    expect(prompt(n + 1)).toContain("- How old were you when the kitchen burned?");
    expect(prompt(n + 1)).toContain("What did Mum say?");

    // Two follow-ups on the moment: the next bank question, and the model is not asked.
    r = await calls.answer(i, 'She said "Don\'t look back."');
    expect(r.body.turns[3]).toMatchObject({ moment: 2, followUp: null });
    expect(since(n)).toHaveLength(2);

    // Those were this person's two uses of the day (LLM_DAILY_LIMIT=2): the next follow-up is the
    // rules' own, and nothing is sent.
    r = await calls.answer(r.body, "The front door was green and stuck in winter.");
    expect(r.body.turns[4]?.followUp?.id).not.toMatch(/^model\//);
    expect(since(n)).toHaveLength(2);

    // The log says what happened, never what the person said.
    const log = lines.join("\n");
    expect(log).toContain("follow-up worded by the co-writer");
    expect(log).toMatch(/"reason":"daily_limit"/);
    expect(log).not.toMatch(/kitchen burned|front door|look back/i);
  });

  it("keeps the interview unlocked while the model thinks", async () => {
    const calls = await consenting();
    const i = await calls.start();
    const n = fake.requests.length;
    fake.queue({ stall: true });
    const done: string[] = [];
    const answering = calls.answer(i, FIRE).then((r) => (done.push("answer"), r));
    while (fake.requests.length === n) await new Promise((resolve) => setTimeout(resolve, 10));
    // The answer is saved and the model asked: another device may take the interview's lock.
    const rested = await calls.move(i, "rest");
    done.push("rest");
    expect(rested.status).toBe(200);
    expect(rested.body.turns[0]).toMatchObject({ status: "answered", answer: FIRE });
    expect((await answering).body.current?.question).toBe(RULES_DATE);
    expect(done).toEqual(["rest", "answer"]);
  });

  it("asks the rules' words, and sends nothing, without the person's consent", async () => {
    const calls = await interviewCalls(t, await t.signUp());
    const n = fake.requests.length;
    const r = await calls.answer(await calls.start(), FIRE);
    expect(r.status).toBe(200);
    expect(r.body.current).toEqual({
      turnId: expect.any(String),
      question: RULES_DATE,
      asks: "date",
    });
    expect(r.body.turns[1]?.followUp?.id).toBe("childhood-kitchen-morning/3");
    expect(since(n)).toHaveLength(0);
  });

  it.each([
    [
      "an answer that is not a question, twice",
      [{ text: "Sure! Tell me more" }, { text: "{}" }],
      2,
    ],
    [
      "two questions, then the opening question again",
      [
        { text: '{"followUp": "How old were you? Who was there?"}' },
        { text: `{"followUp": "${KITCHEN}, early on an ordinary morning. What can you hear?"}` },
      ],
      2,
    ],
    [
      "a 500 after the retries",
      [{ status: 500, retryAfter: 0 }, { status: 503, retryAfter: 0 }, { status: 500 }],
      3,
    ],
    ["a wrong key", [{ status: 401, message: "Incorrect API key" }], 1],
    ["no answer in time", [{ stall: true as const }], 1],
  ])("asks the rules' words when the model fails: %s", async (_, replies, sent) => {
    const calls = await consenting();
    const n = fake.requests.length;
    fake.queue(...replies);
    const r = await calls.answer(await calls.start(), FIRE);
    expect(r.status).toBe(200);
    expect(r.body.state).toBe("asking");
    expect(r.body.turns[0]).toMatchObject({ status: "answered", answer: FIRE });
    expect(r.body.current).toMatchObject({ question: RULES_DATE, asks: "date" });
    expect(since(n)).toHaveLength(sent);
  });
});

describe("follow-ups without the co-writer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("are the rules' own, as they always were", async () => {
    const calls = await interviewCalls(t, await t.signUp());
    const r = await calls.answer(await calls.start(), FIRE);
    expect(r.status).toBe(200);
    expect(r.body.current).toMatchObject({ question: RULES_DATE, asks: "date" });
    expect(r.body.turns[1]?.followUp).toEqual({
      id: "childhood-kitchen-morning/3",
      text: RULES_DATE,
      asks: "date",
    });
  });
});
