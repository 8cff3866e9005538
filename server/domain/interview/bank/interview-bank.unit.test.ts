import { describe, expect, it } from "vitest";
import childhood from "#content/interview/childhood.json" with { type: "json" };
import {
  fillQuestion,
  findBankQuestion,
  inSecondPerson,
  interviewBank,
  interviewPeriods,
  interviewTopic,
  nextTopicQuestion,
  normaliseQuestion,
  parseInterviewBank,
  surpriseQuestion,
} from "./interview-bank.ts";

const allQuestions = interviewBank.topics.flatMap((t) => t.questions);

describe("the interview question bank", () => {
  it("has at least 150 questions across at least 10 periods, and a person, a place and an own topic", () => {
    const periods = interviewPeriods();
    expect(periods.length).toBeGreaterThanOrEqual(10);
    expect(periods.flatMap((p) => p.questions).length).toBeGreaterThanOrEqual(150);
    for (const id of [
      "childhood",
      "school-years",
      "first-love",
      "leaving-home",
      "work",
      "becoming-a-parent",
      "loss",
      "turning-point",
      "old-age",
    ])
      expect(interviewTopic(id)?.kind).toBe("period");
    expect(interviewBank.topics.map((t) => t.kind)).toEqual(
      expect.arrayContaining(["person", "place", "own"]),
    );
  });

  it("gives every question follow-ups of its own, and asks nothing twice", () => {
    for (const q of allQuestions) expect(q.followUps.length).toBeGreaterThanOrEqual(1);
    const texts = allQuestions.map((q) => normaliseQuestion(q.text));
    expect(new Set(texts).size).toBe(texts.length);
    const ids = allQuestions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("uses words spelt and meant the same in British and American English", () => {
    const regional =
      /\b(neighbou?r\w*|favou?rite|colou?r\w*|reali[sz]\w*|recogni[sz]\w*|practis\w*|organi[sz]\w*|apologi[sz]\w*|travell\w*|cent(?:re|er)|theat(?:re|er)|gr[ae]y|mum|mom|holidays?|vacation|autumn|candy|sweets|lorry|pavement|sidewalk|queue|apartment|flat|cookies?|biscuits?|trousers|pants|nappy|diaper|pram|stroller|petrol|soccer|football|coach|break time|recess|paycheck|pay packet)\b/i;
    const found = allQuestions
      .flatMap((q) => [q.text, ...q.followUps.map((f) => f.text)])
      .filter((t) => regional.test(t));
    expect(found).toEqual([]);
  });

  it("refuses a file that breaks a rule, naming the file, the question and the rule", () => {
    const noFollowUps = structuredClone(childhood);
    noFollowUps.questions[0]!.followUps = [];
    expect(() => parseInterviewBank([["childhood.json", noFollowUps]])).toThrowError(
      /childhood\.json: questions\.0\.followUps: every question has its own follow-ups/,
    );
    const twice = structuredClone(childhood);
    twice.questions[2]!.text = `${twice.questions[1]!.text.toUpperCase()}!`;
    const person = { ...childhood, id: "x", kind: "person" };
    expect(() =>
      parseInterviewBank([
        ["childhood.json", twice],
        ["a-person.json", person],
      ]),
    ).toThrowError(
      /a-person\.json: questions\.0\.text: a person question names \{name\}[\s\S]*childhood-hiding-place asks the same as childhood-front-door/,
    );
  });

  it("fills a person, place or own period in the person's words, said back to them", () => {
    const person = interviewTopic("a-person")!;
    const hands = findBankQuestion("a-person-hands")!.question;
    expect(fillQuestion(person, hands, "Grandma").text).toBe(
      "Tell me about Grandma's hands. What were they usually holding?",
    );
    expect(fillQuestion(person, hands, "Grandma").followUps[1]?.text).toBe(
      "What would Grandma say while doing it?",
    );
    expect(inSecondPerson("my grandmother's farm.")).toBe("your grandmother's farm");
    expect(inSecondPerson("the years I spent at sea")).toBe("the years you spent at sea");
    const period = findBankQuestion("childhood-first-memory")!;
    expect(fillQuestion(period.topic, period.question, "anything")).toBe(period.question);
  });

  it("asks a topic's questions in order, and surprises from every period", () => {
    const topic = interviewTopic("work")!;
    const first = nextTopicQuestion(topic, []);
    expect(first?.id).toBe("work-first-job");
    expect(nextTopicQuestion(topic, [first!.id])?.id).toBe("work-first-pay");
    expect(
      nextTopicQuestion(
        topic,
        topic.questions.map((q) => q.id),
      ),
    ).toBeUndefined();

    const periodQuestions = interviewPeriods().flatMap((p) => p.questions.map((q) => q.id));
    const asked = periodQuestions.slice(0, -1);
    expect(surpriseQuestion(asked, 0.99).question.id).toBe(periodQuestions.at(-1));
    const picks = new Set([0, 0.25, 0.5, 0.75, 0.999].map((r) => surpriseQuestion([], r).topic.id));
    expect(picks.size).toBeGreaterThan(3);
    expect([...picks].every((id) => interviewTopic(id)?.kind === "period")).toBe(true);
  });
});
