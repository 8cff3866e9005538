import type { ChatMessage } from "#server/providers/llm/chat-completions.ts";

// Prompt "punch-up": a passage of the screenplay rewritten tighter, with the reason in one
// sentence. Only the selected passage is sent. Answer: one JSON object.
export const PUNCH_UP_PROMPT_VERSION = 1;

const SYSTEM = `You are a screenwriting co-writer. Rewrite the passage the writer selected so it plays tighter: shorter, visual action; dialogue with subtext instead of people saying exactly what they feel.
Keep its characters and events. Keep it in Fountain format. If you add a dialogue line that is not in the passage, end it with [[invented]].
Answer with ONE JSON object and nothing else:
{"fountain": "<the rewritten passage in Fountain>", "reason": "<why it is better, in one sentence>"}`;

export function buildPunchUpPrompt(passage: string): ChatMessage[] {
  return [
    { role: "system", content: SYSTEM },
    { role: "user", content: passage },
  ];
}
