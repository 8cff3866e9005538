// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { interviewFixture, interviewTurn } from "#tests/factories/interview-session";
import type { Interview } from "./interview-api";
import { QuestionCard } from "./question-card";

// A follow-up is "A little more" whoever worded it; one the co-writer's model worded from the
// answer says so, so the person knows who is asking.

const question = "How old were you when the kitchen burned?";
const followUpTurn = (id: string): Interview =>
  interviewFixture({
    current: { turnId: "t2", question, asks: "date" },
    turns: [
      interviewTurn({
        id: "t2",
        questionId: null,
        followUp: { id, text: question, asks: "date" },
        question,
      }),
    ],
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
