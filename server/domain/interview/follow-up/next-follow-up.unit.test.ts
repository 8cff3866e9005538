import { describe, expect, it } from "vitest";
import type { BankQuestion } from "#contracts/interview-bank.ts";
import { followUpSchema, type FollowUp } from "#contracts/interview.ts";
import { findBankQuestion } from "../bank/interview-bank.ts";
import {
  FOLLOW_UP_DATE,
  FOLLOW_UP_NEXT,
  FOLLOW_UP_PLACE,
  nextFollowUp,
  type FollowUpInput,
} from "./next-follow-up.ts";

const today = { year: 2025 };
const ask = (input: Partial<FollowUpInput> & { answer: FollowUpInput["answer"] }) =>
  nextFollowUp({ question: null, asked: [], today, ...input });

// A question with its own follow-ups of several kinds.
const question: BankQuestion = {
  id: "childhood-trouble",
  text: "Tell me about a time you got into real trouble as a child.",
  followUps: [
    { asks: "speech", text: "What were the first words anyone said?" },
    { asks: "next", text: "How did it end, that evening?" },
    { asks: "feeling", text: "Looking back, were you sorry, or secretly proud?" },
  ],
};

describe("the follow-up rules", () => {
  it("asks for a date when the answer names no time", () => {
    const f = ask({ answer: "We sat in the kitchen and Mum told me to be quiet." });
    expect(f).toEqual({ id: "rule/date", text: FOLLOW_UP_DATE, asks: "date" });
    expect(followUpSchema.safeParse(f).success).toBe(true);
  });

  it("prefers the question's own date follow-up to the generic one", () => {
    const own = findBankQuestion("childhood-sick-day")!.question;
    expect(ask({ question: own, answer: "I lay on the sofa under a blanket." })).toEqual({
      id: "childhood-sick-day/2",
      text: "Roughly how old were you?",
      asks: "date",
    });
  });

  it("asks what a person named said, by the name the answer uses", () => {
    expect(ask({ answer: "In 1975 Mum and I sat in the kitchen at Nan's." })).toMatchObject({
      id: "rule/speech/mum",
      text: "What did Mum say?",
    });
    expect(ask({ answer: "In 1975 my mother waited at the station." })).toMatchObject({
      text: "What did your mother say?",
    });
    // Mum's words are there; Dad's are not.
    expect(
      ask({ answer: 'In 1975, in the kitchen, Mum said "Sit down." Dad smiled.' }),
    ).toMatchObject({ text: "What did Dad say?" });
  });

  it("asks what happened next after a strong feeling", () => {
    expect(ask({ answer: "In 1990 I stood on the platform at York, terrified." })).toEqual({
      id: "rule/next",
      text: FOLLOW_UP_NEXT,
      asks: "next",
    });
    expect(
      ask({ question, answer: "In 1990 I stood on the platform at York, terrified." }),
    ).toMatchObject({ id: "childhood-trouble/2", text: "How did it end, that evening?" });
  });

  it("asks where, when the answer names no place", () => {
    expect(ask({ answer: "In 1990 I finally passed my driving test." })).toEqual({
      id: "rule/place",
      text: FOLLOW_UP_PLACE,
      asks: "place",
    });
  });

  it("then asks the question's own follow-ups that fit, and none once all are used", () => {
    const answer = "In 1990 I broke the window at school and I was sent home.";
    const first = ask({ question, answer });
    expect(first).toMatchObject({ id: "childhood-trouble/1", asks: "speech" });
    // A follow-up about feelings does not fit an answer that names one.
    expect(
      ask({ question, answer: `${answer} I was so ashamed.`, asked: [first as FollowUp] }),
    ).toMatchObject({ id: "childhood-trouble/2" });
    expect(
      ask({ answer: "In 1990 I passed my test in the car park at the leisure centre in Hull." }),
    ).toBeNull();
  });

  it("never asks more than two follow-ups on one moment, nor one twice", () => {
    const answer = "Dad and I sat in the kitchen.";
    const first = ask({ question, answer }) as FollowUp;
    expect(first.asks).toBe("date");
    // The person skipped it: the date is still missing, but it is not asked again.
    const second = ask({ question, answer, asked: [first] }) as FollowUp;
    expect(second).toMatchObject({ text: "What did Dad say?" });
    expect(ask({ question, answer, asked: [first, second] })).toBeNull();
    expect(ask({ question, answer, asked: [second] })).toMatchObject({ asks: "date" });
  });

  it("counts a follow-up the co-writer's model worded as the rules' own", () => {
    // Details may be asked twice on a moment, but never the same one: the ids tell them apart.
    const details: BankQuestion = {
      id: "home-garden",
      text: "Tell me about the garden.",
      followUps: [
        { asks: "detail", text: "What grew there?" },
        { asks: "detail", text: "What did it smell like?" },
      ],
    };
    const answer = "In 1990 I sat in the garden behind our house in Leeds.";
    expect(ask({ question: details, answer })).toMatchObject({ id: "home-garden/1" });
    const worded: FollowUp = {
      id: "model/home-garden/1",
      text: "What grew in the garden in Leeds that year?",
      asks: "detail",
    };
    expect(ask({ question: details, answer, asked: [worded] })).toMatchObject({
      id: "home-garden/2",
    });
    const date: FollowUp = { id: "model/rule/date", text: "How old were you?", asks: "date" };
    expect(ask({ question: details, answer, asked: [date, worded] })).toBeNull();
  });

  it("reads the answers to earlier follow-ups as part of the moment", () => {
    const first = ask({ answer: "We sat in the car outside the hospital." }) as FollowUp;
    expect(first.asks).toBe("date");
    const second = ask({
      answer: ["We sat in the car outside the hospital.", "It was 1989, I think."],
      asked: [first],
    });
    expect(second?.asks).not.toBe("date");
    expect(second).toBeNull();
  });

  it("asks nothing on an empty answer, and only the question's own in another language", () => {
    expect(ask({ answer: "   " })).toBeNull();
    expect(
      ask({ question, answer: "Mama płakała w kuchni, a ja siedziałam cicho przy oknie." }),
    ).toMatchObject({ id: "childhood-trouble/1" });
  });
});
