import type { FollowUpKind } from "#contracts/interview-bank.ts";
import type { ChatMessage } from "#server/providers/llm/chat-completions.ts";

// Prompt "follow-up": the interview's rules chose what to ask next on a moment (when it was, where,
// what someone said, ...); the model words that one question in the terms of what the person told
// ("How old were you when the kitchen burned?"). Only this moment is sent: the question that
// opened it, the person's answers on it and the follow-ups already asked. Answer: one JSON object.
export const FOLLOW_UP_PROMPT_VERSION = 1;

export type FollowUpPromptInput = {
  // The bank question that opened the moment, as it was asked (null for one from elsewhere).
  question: string | null;
  // The person's answers on the moment, first answer first.
  answers: readonly string[];
  // What the rules want to know, and their own words for it.
  asks: FollowUpKind;
  rulesText: string;
  // The follow-ups already asked on the moment, as they were asked.
  asked: readonly string[];
};

const WANT: Record<FollowUpKind, string> = {
  date: "when it happened (a year, or how old they were then)",
  place: "where it happened and what was around them",
  person: "who was there with them",
  speech: "what someone in the moment said",
  feeling: "how they felt",
  next: "what happened next",
  detail: "one more detail of the moment",
};

const SYSTEM = `You are the gentle interviewer of a memory interview: a person is telling a moment of their life, and you ask one follow-up question.
Ask about {WANT}, in the terms of what the person told (their people, places and words), so they know at once which moment you mean.
Rules:
- ONE question, at most 200 characters, ending with a question mark. Speak to the person as "you".
- Use only what the answer says: never add people, places or events of your own.
- Do not ask again a question already asked.
Answer with ONE JSON object and nothing else:
{"followUp": "<the question>"}`;

export function buildFollowUpPrompt(input: FollowUpPromptInput): ChatMessage[] {
  const parts = [];
  if (input.question) parts.push(`The question asked: ${input.question}`);
  parts.push(`Their answer:\n${input.answers.join("\n")}`);
  parts.push(`In plain words the question to ask would be: ${input.rulesText}`);
  if (input.asked.length)
    parts.push(`Already asked:\n${input.asked.map((a) => `- ${a}`).join("\n")}`);
  return [
    { role: "system", content: SYSTEM.replace("{WANT}", WANT[input.asks]) },
    { role: "user", content: parts.join("\n\n") },
  ];
}
