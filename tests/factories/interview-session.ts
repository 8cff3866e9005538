import type { Interview, InterviewTurn } from "#contracts/interview-session.ts";

// An interview as the API answers it (contracts/interview-session.ts), for the interview
// screen's component tests: the childhood kitchen question waiting, nothing answered yet.

export function interviewTurn(over: Partial<InterviewTurn> = {}): InterviewTurn {
  return {
    id: "t1",
    moment: 1,
    questionId: "childhood-kitchen-morning",
    followUp: null,
    question: "What can you hear?",
    answer: null,
    status: "asked",
    proposals: [],
    createdAt: "2026-11-26T10:00:00Z",
    ...over,
  };
}

export function interviewFixture(over: Partial<Interview> = {}): Interview {
  return {
    id: "i1",
    movieId: "m1",
    start: { kind: "period", topicId: "childhood" },
    startLabel: "Childhood",
    birthYear: null,
    state: "asking",
    current: { turnId: "t1", question: "What can you hear?", asks: null },
    turns: [interviewTurn()],
    createdAt: "2026-11-26T10:00:00Z",
    updatedAt: "2026-11-26T10:00:00Z",
    ...over,
  };
}
