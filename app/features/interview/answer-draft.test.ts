// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import {
  clearAnswerDraft,
  parseAnswerDraft,
  readAnswerDraft,
  writeAnswerDraft,
} from "#app/lib/interview-drafts";
import { draftFor, placeDraft } from "./answer-draft";

const draft = (over: Partial<Parameters<typeof writeAnswerDraft>[0]> = {}) => ({
  interviewId: "i1",
  turnId: "t1",
  text: "The kettle sang.",
  waiting: false,
  updatedAt: "2026-11-26T10:00:00.000Z",
  ...over,
});

describe("an interview answer kept in the browser", () => {
  afterEach(() => localStorage.clear());

  it("survives a reload, for its own question only", () => {
    writeAnswerDraft(draft());
    const read = readAnswerDraft("i1");
    expect(read).toEqual(draft());
    expect(draftFor(read, "t1")?.text).toBe("The kettle sang.");
    expect(draftFor(read, "t2")).toBeNull();
    expect(readAnswerDraft("i2")).toBeNull();
  });

  it("forgets an emptied box, but never an answer waiting to be sent", () => {
    writeAnswerDraft(draft());
    writeAnswerDraft(draft({ text: "  " }));
    expect(readAnswerDraft("i1")).toBeNull();
    writeAnswerDraft(draft({ waiting: true }));
    expect(readAnswerDraft("i1")?.waiting).toBe(true);
  });

  it("is cleared once its question is answered, not by another question's answer", () => {
    writeAnswerDraft(draft({ turnId: "t2" }));
    clearAnswerDraft("i1", "t1");
    expect(readAnswerDraft("i1")?.turnId).toBe("t2");
    clearAnswerDraft("i1", "t2");
    expect(readAnswerDraft("i1")).toBeNull();
  });

  it("reads nothing from a broken copy", () => {
    expect(parseAnswerDraft("{", "i1")).toBeNull();
    expect(parseAnswerDraft('{"turnId":3}', "i1")).toBeNull();
    expect(parseAnswerDraft(null, "i1")).toBeNull();
  });
});

describe("where stored words go when the interview has moved on", () => {
  const turns = (status: string, answer: string | null) => [
    { id: "t1", question: "What could you hear?", status, answer },
    { id: "t2", question: "When was that?", status: "asked", answer: null },
  ];

  it("stay on their own question", () => {
    expect(placeDraft(draft(), { turnId: "t1", turns: turns("asked", null) })).toEqual({
      draft: draft(),
      forget: false,
      carriedFrom: null,
    });
  });

  it("are forgotten once the server holds them", () => {
    const place = placeDraft(draft({ waiting: true }), {
      turnId: "t2",
      turns: turns("answered", "The kettle sang. "),
    });
    expect(place).toEqual({ draft: null, forget: true, carriedFrom: null });
  });

  it("come to the question waiting when theirs was skipped elsewhere before they arrived", () => {
    const place = placeDraft(draft({ waiting: true }), {
      turnId: "t2",
      turns: turns("skipped", null),
    });
    expect(place.forget).toBe(false);
    expect(place.draft).toMatchObject({ turnId: "t2", text: "The kettle sang.", waiting: false });
    expect(place.carriedFrom).toBe("What could you hear?");
  });

  it("come along too when their question was answered with other words on another device", () => {
    const place = placeDraft(draft(), {
      turnId: "t2",
      turns: turns("answered", "Rain on the roof."),
    });
    expect(place.draft?.text).toBe("The kettle sang.");
    expect(place.carriedFrom).toBe("What could you hear?");
  });

  it("are kept, not shown, when the interview has no question waiting", () => {
    expect(placeDraft(draft(), { turnId: null, turns: turns("skipped", null) })).toEqual({
      draft: null,
      forget: false,
      carriedFrom: null,
    });
  });
});
