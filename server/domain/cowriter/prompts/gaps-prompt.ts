import type { ChatMessage } from "#server/providers/llm/chat-completions.ts";
import type { StoryScene } from "#server/domain/screenplay/engine.ts";
import { sceneFacts } from "./scene-text.ts";

// Prompt "gaps": what is missing against the beat board (a beat with no scene, nothing after the
// midpoint), each with a question that helps the person remember. Answer: one JSON object.
export const GAPS_PROMPT_VERSION = 1;

export type BoardBeat = { key: string; title: string; scenes: StoryScene[] };

const SYSTEM = `You are a screenwriting co-writer helping a person find the moments of their life story they have not captured yet.
You get the story's beat board: each beat with the scenes placed on it. Find the important gaps (for example no inciting incident, nothing after the midpoint, no resolution).
Answer with ONE JSON object and nothing else:
{"gaps": [{"beatKey": "<a beat key from the board>", "gap": "<what is missing, one sentence>", "question": "<a gentle question that helps the person remember a real moment>"}]}
At most 6 gaps, most important first. Use only beat keys from the board.`;

export function buildGapsPrompt(
  title: string,
  beats: BoardBeat[],
  unplaced: StoryScene[],
): ChatMessage[] {
  const summary = (s: StoryScene) => {
    const f = sceneFacts(s);
    return `  - ${f.title}${f.place ? ` (${f.place})` : ""}: ${f.text.join(" ").slice(0, 300)}`;
  };
  const board = beats.map((b) =>
    [
      `${b.key} (${b.title}):`,
      ...(b.scenes.length ? b.scenes.map(summary) : ["  (no scene)"]),
    ].join("\n"),
  );
  const rest = unplaced.length
    ? `\n\nScenes not placed on a beat yet:\n${unplaced.map(summary).join("\n")}`
    : "";
  return [
    { role: "system", content: SYSTEM },
    { role: "user", content: `Movie: ${title}\n\nBeat board:\n${board.join("\n")}${rest}` },
  ];
}
