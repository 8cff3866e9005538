import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookieFrom,
  createTestApp,
  uniqueEmail,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";

// Types as a client reads them (contracts/interview-session.ts), written here so the contract's
// schemas are built after the app loads zod's OpenAPI extension.
type Proposal = {
  id: string;
  title: string;
  text: string;
  date: { year: number; month: number | null; day: number | null; text: string } | null;
  place: string | null;
  people: Array<{ name: string; relation: string | null }>;
  quotes: Array<{ speaker: string | null; text: string }>;
  emotions: Array<{ core: string; feeling: string }>;
  decision: "pending" | "kept" | "dismissed";
  sceneId: string | null;
};
type Turn = {
  id: string;
  moment: number;
  questionId: string | null;
  followUp: { id: string; text: string; asks: string } | null;
  question: string;
  answer: string | null;
  status: string;
  proposals: Proposal[];
};
type Interview = {
  id: string;
  movieId: string;
  startLabel: string;
  state: "asking" | "resting" | "done";
  current: { turnId: string; question: string; asks: string | null } | null;
  turns: Turn[];
};
type Scene = {
  id: string;
  title: string;
  location: string | null;
  characterIds: string[];
  elements: Array<{ elementType: string; content: Record<string, unknown> }>;
  metadata: Record<string, unknown>;
};

describe("interviews that keep their place", () => {
  let t: TestApp;
  let alice: Session;
  let movieId: string;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
    movieId = (await t.createMovie(alice, "Growing up")).id;
  });
  afterAll(() => t.close());

  const call = async <T>(
    path: string,
    as: Session | null,
    json?: unknown,
  ): Promise<{ status: number; body: T }> => {
    const response = await t.request(path, {
      method: json === undefined ? "GET" : "POST",
      as,
      json,
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const start = (json: unknown, as: Session = alice) =>
    call<Interview>("/api/interviews", as, json);
  const answer = (i: Interview, text: string, as: Session = alice) =>
    call<Interview>(`/api/interviews/${i.id}/answers`, as, {
      turnId: i.current?.turnId,
      answer: text,
    });
  const move = (i: Interview, what: string, as: Session = alice) =>
    call<Interview>(`/api/interviews/${i.id}/moves`, as, { turnId: i.current?.turnId, move: what });
  const pending = (i: Interview) =>
    i.turns.flatMap((turn) => turn.proposals.filter((p) => p.decision === "pending"));

  it("answers 401 signed out on every interview route", async () => {
    const id = crypto.randomUUID();
    for (const [path, json] of [
      ["/api/interviews", { movieId, start: { kind: "surprise" } }],
      ["/api/interviews/current", undefined],
      ["/api/interview/topics", undefined],
      [`/api/interviews/${id}`, undefined],
      [`/api/interviews/${id}/answers`, { turnId: id, answer: "x" }],
      [`/api/interviews/${id}/moves`, { turnId: id, move: "skip" }],
      [`/api/interviews/${id}/proposals/${id}/keep`, { proposal: {} }],
      [`/api/interviews/${id}/proposals/${id}/dismiss`, {}],
    ] as const) {
      const { status, body } = await call<ErrorBody>(path, null, json);
      expect(status, path).toBe(401);
      expect(body.error.message).toBe("Authentication required");
    }
  });

  it("starts from a period with its first question, and a retry returns the same interview", async () => {
    const id = crypto.randomUUID();
    const first = await start({ id, movieId, start: { kind: "period", topicId: "childhood" } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      id,
      movieId,
      startLabel: "Childhood",
      state: "asking",
      current: {
        question:
          "Take me into the kitchen of the home you grew up in, early on an ordinary morning. What can you hear?",
        asks: null,
      },
    });
    expect(first.body.turns).toHaveLength(1);
    const again = await start({ id, movieId, start: { kind: "period", topicId: "childhood" } });
    expect(again.status).toBe(200);
    expect(again.body.current).toEqual(first.body.current);
  });

  it("lists where an interview can start, periods first", async () => {
    const { status, body } = await call<{
      topics: Array<{ id: string; kind: string; label: string }>;
    }>("/api/interview/topics", alice);
    expect(status).toBe(200);
    expect(body.topics[0]).toEqual({
      id: "childhood",
      kind: "period",
      label: "Childhood",
      description: expect.any(String),
    });
    expect(body.topics.filter((topic) => topic.kind === "period")).toHaveLength(12);
    expect(body.topics.map((topic) => topic.kind).slice(-3)).toEqual(["person", "place", "own"]);
  });

  it("fills a person's name into the questions, said back to the person", async () => {
    const { status, body } = await start({
      movieId,
      start: { kind: "person", name: "my grandmother" },
    });
    expect(status).toBe(201);
    expect(body.startLabel).toBe("my grandmother");
    expect(body.current?.question).toBe(
      "When you picture your grandmother, where are they, and what are they doing?",
    );
  });

  it("refuses a start it cannot ask from, saying what to send", async () => {
    const unknown = await start({ movieId, start: { kind: "period", topicId: "space-travel" } });
    expect(unknown.status).toBe(400);
    expect((unknown.body as unknown as ErrorBody).error.message).toMatch(
      /^start\.topicId must be one of the periods: childhood, school-years/,
    );
    const noName = await start({ movieId, start: { kind: "person", name: "  " } });
    expect(noName.status).toBe(400);
    expect((noName.body as unknown as ErrorBody).error.message).toBe(
      'start.name: name is required: such as "Grandma"',
    );
    const bob = await t.signUp({ name: "Bob" });
    expect((await start({ movieId, start: { kind: "surprise" } }, bob)).status).toBe(404);
  });

  it("asks follow-ups by rules, at most two on a moment, and remakes the moment's proposals from all its answers", async () => {
    let i = (await start({ movieId, start: { kind: "period", topicId: "childhood" } })).body;
    const firstQuestion = i.current?.turnId;

    // No time words: the question's own date follow-up comes first.
    let r = await answer(i, "Mum was singing by the stove and the radio was on.");
    expect(r.status).toBe(200);
    i = r.body;
    expect(i.turns[0]).toMatchObject({ id: firstQuestion, status: "answered" });
    expect(i.turns[0]?.proposals).toHaveLength(1);
    expect(i.current).toMatchObject({
      question: "How old do you think you were then?",
      asks: "date",
    });

    r = await answer(i, "It was 1975, I think.");
    i = r.body;
    // The first answer's proposal is made again with the date, on the turn just answered.
    expect(i.turns[0]?.proposals).toEqual([]);
    expect(i.turns[1]?.proposals).toEqual([
      expect.objectContaining({
        text: "Mum was singing by the stove and the radio was on.\nIt was 1975, I think.",
        date: expect.objectContaining({ year: 1975 }),
        people: [{ name: "Mum", relation: "mother" }],
        decision: "pending",
        sceneId: null,
      }),
    ]);
    // Mum said nothing in the answer: the second (and last) follow-up on the moment.
    expect(i.current?.question).toBe("What did Mum say?");
    expect(i.turns.map((turn) => turn.moment)).toEqual([1, 1, 1]);

    r = await answer(i, 'She said "Eat your porridge, love."');
    i = r.body;
    expect(i.turns).toHaveLength(4);
    expect(i.turns[3]).toMatchObject({
      moment: 2,
      questionId: "childhood-front-door",
      followUp: null,
    });
    expect(pending(i)).toHaveLength(1);
    expect(pending(i)[0]?.quotes).toEqual([{ speaker: "Mum", text: "Eat your porridge, love." }]);
  });

  it("keeps its place: resumes on another device, rests, and never loses or doubles an answer", async () => {
    const started = (await start({ movieId, start: { kind: "period", topicId: "work" } })).body;
    const answered = await answer(started, "My first day at the bakery in 1982 was terrifying.");
    expect(answered.status).toBe(200);
    // A retry of the same answer (the outbox replaying it) changes nothing.
    const retry = await answer(started, "My first day at the bakery in 1982 was terrifying.");
    expect(retry.status).toBe(200);
    expect(retry.body.turns).toEqual(answered.body.turns);
    // Another answer to the same question: refused, saying the words are kept.
    const other = await answer(started, "Something else entirely.");
    expect(other.status).toBe(409);
    expect((other.body as unknown as ErrorBody).error.message).toMatch(/your words are still/);

    const rested = await move(answered.body, "rest");
    expect(rested.body).toMatchObject({ state: "resting", current: answered.body.current });

    // Another device: the interview to resume is this one, with its question and proposals.
    const current = await call<{ data: Interview }>(
      `/api/interviews/current?movieId=${movieId}`,
      alice,
    );
    expect(current.status).toBe(200);
    expect(current.body.data).toEqual(rested.body);
    expect((await call<Interview>(`/api/interviews/${started.id}`, alice)).body).toEqual(
      rested.body,
    );
    expect(pending(current.body.data)).toHaveLength(1);

    const back = await answer(current.body.data, "Mr Patel, the baker, laughed at me.");
    expect(back.body.state).toBe("asking");
    expect(back.body.turns.filter((turn) => turn.answer)).toHaveLength(2);
  });

  it("skips a question or a follow-up, asks something else from another period, and ends when a topic is done", async () => {
    let i = (await start({ movieId, start: { kind: "period", topicId: "childhood" } })).body;
    i = (await answer(i, "We had a red kitchen table.")).body;
    expect(i.current?.asks).toBe("date");
    // A skipped follow-up ends its moment: the next bank question.
    const skipped = await move(i, "skip");
    expect(skipped.status).toBe(200);
    i = skipped.body;
    expect(i.turns[1]?.status).toBe("skipped");
    expect(i.turns[2]).toMatchObject({ moment: 2, questionId: "childhood-front-door" });
    // A retry of the skip answers the interview as it is.
    const retry = await call<Interview>(`/api/interviews/${i.id}/moves`, alice, {
      turnId: i.turns[1]?.id,
      move: "skip",
    });
    expect(retry.body.turns).toHaveLength(3);

    i = (await move(i, "something-else")).body;
    const last = i.turns[i.turns.length - 1];
    expect(last?.questionId).not.toMatch(/^childhood-/);
    expect(i.turns[2]?.status).toBe("skipped");

    let person = (await start({ movieId, start: { kind: "person", name: "Grandpa" } })).body;
    for (let n = 0; n < 10; n++) person = (await move(person, "skip")).body;
    expect(person).toMatchObject({ state: "done", current: null });
    expect(person.turns.every((turn) => turn.status === "skipped")).toBe(true);
  });

  it("keeps a proposal as a scene with its elements and characters, once; dismisses another", async () => {
    const movie = (await t.createMovie(alice, "The seaside")).id;
    const tom = await t.request("/api/characters", {
      method: "POST",
      as: alice,
      json: { movieId: movie, name: "Tom" },
    });
    const tomId = ((await tom.json()) as { id: string }).id;
    let i = (await start({ movieId: movie, start: { kind: "period", topicId: "journeys" } })).body;
    i = (
      await answer(
        i,
        'In the summer of 1976 Mum took us to the beach at Brighton. She said "Hold my hand, the sea is cold." I was so happy. ' +
          "In 1984 my brother Tom left home for Leeds, and I cried all night.",
      )
    ).body;
    const [first, second] = pending(i);
    expect(first?.date?.year).toBe(1976);
    expect(second?.date?.year).toBe(1984);
    if (!first || !second) throw new Error("two proposals expected");

    const sceneId = crypto.randomUUID();
    const edited = {
      ...first,
      title: "The sea at Brighton",
      place: "Brighton beach",
      people: [...first.people, { name: "tom", relation: "brother" }],
    };
    const { id: _id, decision: _d, sceneId: _s, ...proposal } = edited;
    const kept = await call<{ scene: Scene; interview: Interview }>(
      `/api/interviews/${i.id}/proposals/${first.id}/keep`,
      alice,
      { sceneId, proposal },
    );
    expect(kept.status).toBe(201);
    const { scene } = kept.body;
    expect(scene).toMatchObject({
      id: sceneId,
      title: "The sea at Brighton",
      location: "Brighton beach",
    });
    expect(scene.elements).toEqual([
      expect.objectContaining({ elementType: "text", content: { text: first.text } }),
      expect.objectContaining({
        elementType: "quote",
        content: { quote: "Hold my hand, the sea is cold.", author: "Mum" },
      }),
    ]);
    expect(scene.metadata).toMatchObject({
      date: { year: 1976, month: null, day: null },
      emotions: [{ core: "happy" }],
    });
    const characters = (await (
      await t.request(`/api/characters?movieId=${movie}`, { as: alice })
    ).json()) as Array<{ id: string; name: string; role: string | null }>;
    const mum = characters.find((c) => c.name === "Mum");
    expect(mum?.role).toBe("mother");
    expect(characters).toHaveLength(2);
    expect(scene.characterIds).toEqual([mum?.id, tomId]);
    expect(kept.body.interview.turns[0]?.proposals[0]).toMatchObject({
      decision: "kept",
      sceneId,
      title: "The sea at Brighton",
    });

    const again = await call<{ scene: Scene }>(
      `/api/interviews/${i.id}/proposals/${first.id}/keep`,
      alice,
      { proposal },
    );
    expect(again.status).toBe(200);
    expect(again.body.scene.id).toBe(sceneId);
    const scenes = (await (
      await t.request(`/api/movies/${movie}/scenes`, { as: alice })
    ).json()) as Scene[] | { data: Scene[] };
    expect(Array.isArray(scenes) ? scenes : scenes.data).toHaveLength(1);

    const dismissed = await call<Interview>(
      `/api/interviews/${i.id}/proposals/${second.id}/dismiss`,
      alice,
      {},
    );
    expect(dismissed.status).toBe(200);
    expect(pending(dismissed.body)).toEqual([]);
    const refused = await call<ErrorBody>(
      `/api/interviews/${i.id}/proposals/${first.id}/dismiss`,
      alice,
      {},
    );
    expect(refused.status).toBe(409);

    const badKeep = await call<ErrorBody>(
      `/api/interviews/${i.id}/proposals/${second.id}/keep`,
      alice,
      { proposal: { ...proposal, title: " " } },
    );
    expect(badKeep.status).toBe(400);
    expect(badKeep.body.error.message).toBe(
      "proposal.title: title is required: a few words that name the moment",
    );
  });

  it("hides one person's interviews from another", async () => {
    const i = (await start({ movieId, start: { kind: "surprise" } })).body;
    const bob = await t.signUp({ name: "Bob" });
    expect((await call(`/api/interviews/${i.id}`, bob)).status).toBe(404);
    expect((await answer(i, "Mine now", bob)).status).toBe(404);
    expect((await call<{ data: null }>("/api/interviews/current", bob)).body).toEqual({
      data: null,
    });
  });

  it("lets a guest interview and keep scenes of text, and moves the interview to the account made", async () => {
    const anon = await t.request("/api/auth/sign-in/anonymous", { method: "POST", json: {} });
    const guest: Session = { cookie: cookieFrom(anon), token: "", userId: "", email: "" };
    const guestMovie = (await t.createMovie(guest, "My story")).id;
    let i = (await start({ movieId: guestMovie, start: { kind: "surprise" } }, guest)).body;
    i = (await answer(i, 'In 1990 Dad said "We are moving to Spain." I was scared.', guest)).body;
    const [proposal] = pending(i);
    if (!proposal) throw new Error("a proposal expected");
    const { id: _id, decision: _d, sceneId: _s, ...fields } = proposal;
    const kept = await call<{ scene: Scene }>(
      `/api/interviews/${i.id}/proposals/${proposal.id}/keep`,
      guest,
      { proposal: fields },
    );
    expect(kept.status).toBe(201);
    expect(kept.body.scene.elements.map((e) => e.elementType)).toEqual(["text"]);
    expect(kept.body.scene.characterIds).toEqual([]);
    expect(kept.body.scene.metadata).toMatchObject({ date: { year: 1990 } });

    const email = uniqueEmail("guest");
    await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { cookie: guest.cookie },
      json: { email, password: "keeps my interview", name: "Former Guest" },
    });
    const finished = await t.finishSignUp(email, guest.cookie);
    expect(finished.status).toBe(200);
    const user: Session = { cookie: cookieFrom(finished), token: "", userId: "", email };
    const resumed = await call<{ data: Interview }>("/api/interviews/current", user);
    expect(resumed.body.data?.id).toBe(i.id);
    expect(resumed.body.data?.turns[0]?.proposals[0]?.decision).toBe("kept");
  });

  it("puts every interview route in the OpenAPI document", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(
      Object.keys(doc.paths)
        .filter((p) => p.startsWith("/api/interview"))
        .sort(),
    ).toEqual([
      "/api/interview/proposals",
      "/api/interview/topics",
      "/api/interviews",
      "/api/interviews/current",
      "/api/interviews/{id}",
      "/api/interviews/{id}/answers",
      "/api/interviews/{id}/moves",
      "/api/interviews/{id}/proposals/{proposalId}/dismiss",
      "/api/interviews/{id}/proposals/{proposalId}/keep",
    ]);
  });
});
