// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeServer, json, testEngine } from "#tests/support/offline-fake-server";
import {
  readAnswerDraft,
  withUnsentAnswer,
  writeAnswerDraft,
  type AnswerDraft,
} from "#app/lib/interview-drafts";
import { dropOfflineDb, readOutbox } from "./offline-db";

// An interview answer sent from the outbox after its question was answered or skipped on another
// device: the server says 409. The words are never dropped: they come back to the answer box.

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await dropOfflineDb();
});

const WORDS = "Grandad taught me to whistle on the pier.";

type Turn = { id: string; question: string; status: string; answer: string | null };

// The server refuses the answer, then shows the interview as the other device left it.
function answeredElsewhere(turns: Turn[]) {
  server.handler = (method, path) => {
    if (method === "POST" && path.endsWith("/answers"))
      return json(409, { error: { code: "conflict", message: "The question was answered" } });
    if (method === "GET" && path === "/api/interviews/i1")
      return json(200, { id: "i1", movieId: "m1", current: { turnId: "t2" }, turns });
    return json(404, { error: { code: "not_found", message: "Not found" } });
  };
}

async function sendAnswerFromOutbox() {
  const { engine } = testEngine();
  await engine.enqueue({
    kind: "interview.answer",
    recordId: "t1",
    movieId: "m1",
    body: { interviewId: "i1", turnId: "t1", answer: WORDS },
  });
  await engine.sync(true);
}

describe("an interview answer the server refuses as answered elsewhere", () => {
  it("goes back to the answer box (a device that never had it) and leaves the outbox", async () => {
    answeredElsewhere([
      { id: "t1", question: "Who taught you something?", status: "skipped", answer: null },
      { id: "t2", question: "Where did you live?", status: "asked", answer: null },
    ]);
    await sendAnswerFromOutbox();
    expect(await readOutbox("u1")).toEqual([]);
    expect(readAnswerDraft("i1")).toMatchObject({ turnId: "t1", text: WORDS, waiting: false });
  });

  it("is done when the server holds these very words", async () => {
    answeredElsewhere([
      { id: "t1", question: "Who taught you something?", status: "answered", answer: WORDS },
      { id: "t2", question: "Where did you live?", status: "asked", answer: null },
    ]);
    await sendAnswerFromOutbox();
    expect(await readOutbox("u1")).toEqual([]);
    expect(readAnswerDraft("i1")).toBeNull();
  });

  it("keeps the words already in the box for the next question beside them", async () => {
    writeAnswerDraft({
      interviewId: "i1",
      turnId: "t2",
      text: "A flat above the bakery.",
      waiting: false,
      updatedAt: "2026-11-27T08:00:00.000Z",
    });
    answeredElsewhere([
      { id: "t1", question: "Who taught you something?", status: "answered", answer: "Mum." },
      { id: "t2", question: "Where did you live?", status: "asked", answer: null },
    ]);
    await sendAnswerFromOutbox();
    expect(await readOutbox("u1")).toEqual([]);
    expect(readAnswerDraft("i1")?.text).toBe(`A flat above the bakery.\n\n${WORDS}`);
  });
});

describe("withUnsentAnswer", () => {
  const stored = (text: string): AnswerDraft => ({
    interviewId: "i1",
    turnId: "t1",
    text,
    waiting: true,
    updatedAt: "2026-11-27T08:00:00.000Z",
  });
  const unsent = { interviewId: "i1", turnId: "t1", text: WORDS };
  const now = "2026-11-27T09:00:00.000Z";

  it("changes nothing when the box holds the words already", () => {
    const box = stored(`${WORDS} And then the rain.`);
    expect(withUnsentAnswer(box, unsent, now)).toBe(box);
  });

  it("fills an empty box, or none, with the words for their own question", () => {
    expect(withUnsentAnswer(null, unsent, now)).toEqual({
      ...unsent,
      waiting: false,
      updatedAt: now,
    });
    expect(withUnsentAnswer(stored("  "), unsent, now)?.text).toBe(WORDS);
  });

  it("ignores empty words", () => {
    expect(withUnsentAnswer(null, { ...unsent, text: " " }, now)).toBeNull();
  });
});
