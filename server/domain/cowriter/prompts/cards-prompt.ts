import type { ChatMessage } from "#server/providers/llm/chat-completions.ts";
import type { StoryInput } from "#server/domain/screenplay/engine.ts";
import { describeCharacter, describeScene } from "./scene-text.ts";

// Prompt "cards": a logline, a theme and the protagonist's want and need for the basic view's
// guided cards, from the movie's scenes. Answer: one JSON object.
export const CARDS_PROMPT_VERSION = 1;

const SYSTEM = `You are a screenwriting co-writer. From the real moments a person captured, suggest four short cards for their movie.
Answer with ONE JSON object and nothing else:
{"logline": "...", "theme": "...", "want": "...", "need": "..."}
- logline: one sentence: who wants what, and what stands in the way.
- theme: one sentence: the truth about life the story shows.
- want: what the protagonist consciously wants (one sentence).
- need: what the protagonist truly needs, often without knowing it (one sentence).
Use only what the scenes say; do not invent events.`;

export function buildCardsPrompt(story: StoryInput, protagonist: string | null): ChatMessage[] {
  const parts = [`Movie: ${story.movie.title}`];
  if (story.movie.description) parts.push(`About: ${story.movie.description}`);
  if (protagonist) parts.push(`Protagonist: ${protagonist}`);
  const people = (story.characters ?? []).map((c) => `- ${describeCharacter(c)}`);
  if (people.length) parts.push(`People:\n${people.join("\n")}`);
  parts.push(...story.scenes.map(describeScene));
  return [
    { role: "system", content: SYSTEM },
    { role: "user", content: parts.join("\n\n") },
  ];
}
