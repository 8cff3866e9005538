import { describe, expect, it } from "vitest";
import type { InterviewProposal } from "#contracts/interview-session.ts";
import { nextBankQuestion, startLabel } from "./interview-questions.ts";
import { dueFollowUp, momentProposals, nextTurn, type PlannedTurn } from "./plan-turns.ts";

const ctx = { birthYear: 1960, today: { year: 2026 } };
let n = 0;
const newId = () => `p${++n}`;
const turn = (over: Partial<PlannedTurn>): PlannedTurn => ({
  id: `t${++n}`,
  moment: 1,
  questionId: null,
  followUp: null,
  answer: null,
  status: "asked",
  proposals: [],
  ...over,
});
const kept = (p: Partial<InterviewProposal>): InterviewProposal => ({
  id: "k",
  title: "t",
  text: "t",
  date: null,
  place: null,
  people: [],
  quotes: [],
  emotions: [],
  decision: "kept",
  sceneId: "s",
  ...p,
});

describe("the next question", () => {
  it("asks the question's own date follow-up, then moves to the next bank question after two", () => {
    const opening = turn({
      questionId: "childhood-kitchen-morning",
      answer: "The radio was on and the kettle sang.",
      status: "answered",
    });
    const first = nextTurn({ kind: "period", topicId: "childhood" }, [opening], {
      ...ctx,
      random: 0,
    });
    expect(first).toMatchObject({ moment: 1, question: "How old do you think you were then?" });
    const asked = [
      opening,
      turn({ followUp: first?.followUp ?? null, status: "skipped" }),
      turn({
        followUp: { id: "rule/place", text: "x", asks: "place" },
        status: "answered",
        answer: "At home.",
      }),
    ];
    expect(
      nextTurn({ kind: "period", topicId: "childhood" }, asked, { ...ctx, random: 0 }),
    ).toEqual({
      moment: 2,
      questionId: "childhood-front-door",
      followUp: null,
      question: "Stand at the front door of your first home and look out. What do you see?",
    });
  });

  it("asks the follow-up in the co-writer's words only when the rules still give that one", () => {
    const start = { kind: "period", topicId: "childhood" } as const;
    const opening = turn({
      questionId: "childhood-kitchen-morning",
      answer: "The night the kitchen burned, Mum carried me out.",
      status: "answered",
    });
    const due = dueFollowUp(start, [opening], ctx);
    expect(due).toMatchObject({
      followUp: { id: "childhood-kitchen-morning/3", asks: "date" },
      question: expect.stringMatching(/^Take me into the kitchen/),
      answers: ["The night the kitchen burned, Mum carried me out."],
      asked: [],
    });
    const worded = {
      id: "model/childhood-kitchen-morning/3",
      text: "How old were you when the kitchen burned?",
      asks: "date" as const,
    };
    expect(nextTurn(start, [opening], { ...ctx, random: 0, worded })).toEqual({
      moment: 1,
      questionId: null,
      followUp: worded,
      question: "How old were you when the kitchen burned?",
    });
    // Worded for another follow-up (the moment changed meanwhile): the rules' own words.
    const stale = { ...worded, id: "model/rule/place", asks: "place" as const };
    expect(nextTurn(start, [opening], { ...ctx, random: 0, worded: stale })?.followUp).toEqual(
      due?.followUp,
    );
    // No follow-up is due after a skip or a move.
    expect(dueFollowUp(start, [{ ...opening, status: "skipped" }], ctx)).toBeNull();
    expect(dueFollowUp(start, [opening], { ...ctx, move: "something-else" })).toBeNull();
  });

  it("asks no follow-up after a skip, and nothing once the topic is asked out", () => {
    const skipped = turn({ questionId: "childhood-kitchen-morning", status: "skipped" });
    expect(
      nextTurn({ kind: "period", topicId: "childhood" }, [skipped], {
        ...ctx,
        random: 0,
        move: "skip",
      })?.questionId,
    ).toBe("childhood-front-door");
    expect(
      nextBankQuestion({ kind: "person", name: "Nan" }, ["a-person-picture"], 0)?.text,
    ).toContain("Nan");
    const everyOne = Array.from({ length: 10 }, (_, i) => `a-person-${i}`);
    const topicIds = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const q = nextBankQuestion({ kind: "person", name: "Nan" }, [...topicIds], 0);
      if (q) topicIds.add(q.id);
    }
    expect(topicIds.size).toBe(everyOne.length);
    expect(nextBankQuestion({ kind: "person", name: "Nan" }, [...topicIds], 0)).toBeUndefined();
  });

  it("asks something else from another period, and stays there", () => {
    const q = nextBankQuestion(
      { kind: "period", topicId: "childhood" },
      ["childhood-kitchen-morning"],
      0,
      {
        move: "something-else",
        lastQuestionId: "childhood-kitchen-morning",
      },
    );
    expect(q?.id).not.toMatch(/^childhood-/);
    const after = nextBankQuestion(
      { kind: "period", topicId: "childhood" },
      ["childhood-kitchen-morning", q?.id ?? ""],
      0,
      { lastQuestionId: q?.id ?? null },
    );
    expect(after?.id.split("-")[0]).toBe(q?.id.split("-")[0]);
  });

  it("names where it started in the person's words", () => {
    expect(startLabel({ kind: "period", topicId: "school-years" })).toBe("School years");
    expect(startLabel({ kind: "place", place: "the farm" })).toBe("the farm");
    expect(startLabel({ kind: "surprise" })).toBe("Surprise me");
  });
});

describe("a moment's proposals", () => {
  it("are made again from all the moment's answers while none is decided", () => {
    const a = turn({ answer: "Dad built a boat in the garden.", status: "answered" });
    a.proposals = momentProposals([a], a, ctx, newId).get(a.id) ?? [];
    const b = turn({ answer: "That was 1971.", status: "answered" });
    const updates = momentProposals([a, b], b, ctx, newId);
    expect(updates.get(a.id)).toEqual([]);
    expect(updates.get(b.id)).toEqual([
      expect.objectContaining({
        text: "Dad built a boat in the garden.\nThat was 1971.",
        date: expect.objectContaining({ year: 1971 }),
        decision: "pending",
      }),
    ]);
  });

  it("come from the new answer alone once one of the moment was kept", () => {
    const a = turn({ answer: "Dad built a boat.", status: "answered", proposals: [kept({})] });
    const b = turn({ answer: "We sailed it on the lake at Windermere.", status: "answered" });
    const updates = momentProposals([a, b], b, ctx, newId);
    expect(updates.has(a.id)).toBe(false);
    expect(updates.get(b.id)?.[0]?.text).toBe("We sailed it on the lake at Windermere.");
  });

  it("leave other moments alone", () => {
    const a = turn({ moment: 1, answer: "First.", status: "answered", proposals: [kept({})] });
    const b = turn({ moment: 2, answer: "Grandma laughed in the rain.", status: "answered" });
    expect([...momentProposals([a, b], b, ctx, newId).keys()]).toEqual([b.id]);
  });
});
