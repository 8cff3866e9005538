// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Interview } from "./interview-api";
import { QuestionCard } from "./question-card";

// A follow-up is "A little more" whoever worded it; one the co-writer's model worded from the
// answer says so, so the person knows who is asking.

const followUpTurn = (id: string): Interview => ({
  id: "i1",
  movieId: "m1",
  start: { kind: "period", topicId: "childhood" },
  startLabel: "Childhood",
  birthYear: null,
  state: "asking",
  current: { turnId: "t2", question: "How old were you when the kitchen burned?", asks: "date" },
  turns: [
    {
      id: "t2",
      moment: 1,
      questionId: null,
      followUp: { id, text: "How old were you when the kitchen burned?", asks: "date" },
      question: "How old were you when the kitchen burned?",
      answer: null,
      status: "asked",
      proposals: [],
      createdAt: "2026-11-26T10:00:00Z",
    },
  ],
  createdAt: "2026-11-26T10:00:00Z",
  updatedAt: "2026-11-26T10:00:00Z",
});

function show(interview: Interview) {
  render(
    <QuestionCard
      interview={interview}
      text=""
      onText={() => {}}
      onSend={() => {}}
      status="idle"
      error={null}
      moving={null}
      onMove={() => {}}
    />,
  );
}

describe("the question card", () => {
  it("says a follow-up was asked by the co-writer when its model worded it", () => {
    show(followUpTurn("model/childhood-kitchen-morning/3"));
    expect(screen.getByTestId("question-eyebrow").textContent).toBe("Childhood · A little more");
    expect(screen.getByText("Asked by the co-writer, from what you told.")).toBeTruthy();
  });

  it("says nothing more of the rules' own follow-ups", () => {
    show(followUpTurn("childhood-kitchen-morning/3"));
    expect(screen.queryByTestId("question-by-cowriter")).toBeNull();
  });
});
