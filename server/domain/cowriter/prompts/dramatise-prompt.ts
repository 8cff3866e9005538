import type { ChatMessage } from "#server/providers/llm/chat-completions.ts";
import type { StoryCharacter, StoryScene } from "#server/domain/screenplay/engine.ts";
import { describeCharacter, describeScene } from "./scene-text.ts";

// Prompt "dramatise": one captured scene written as a screenplay scene in Fountain. Raise the
// version whenever the words change; tests hold what it includes and what it never does.
export const DRAMATISE_PROMPT_VERSION = 1;

export type DramatiseInput = {
  scene: StoryScene;
  // The people of this scene (its characterIds) with their character cards.
  characters: StoryCharacter[];
  // Who speaks for the writer's own "Me"/"I" quotes (the protagonist card or the first name).
  writerName: string | null;
  heading: string;
};

const SYSTEM = `You are a screenwriting co-writer helping a person turn a real moment of their life into a screenplay scene.
Write ONE scene in Fountain format, and nothing else: no preamble, no explanation, no code fences.
Rules:
- Start with exactly this scene heading: {HEADING}
- Action is visual and in the present tense, third person: show what a camera would see and hear.
- Character cues in CAPITALS on their own line, dialogue on the next line.
- Use the quotes the person captured, word for word, spoken by their speaker.
- You may add lines the person did not capture only where the scene needs them, in the voices the person described. End every such dialogue line with the Fountain note [[invented]].
- Never add real people who are not listed. Keep it under 60 lines.`;

export function buildDramatisePrompt(input: DramatiseInput): ChatMessage[] {
  const people = input.characters.map((c) => `- ${describeCharacter(c)}`);
  const user = [
    describeScene(input.scene),
    people.length ? `People in this scene:\n${people.join("\n")}` : "",
    input.writerName
      ? `The writer is ${input.writerName}: quotes by "Me" or "I" are spoken by ${input.writerName.toUpperCase()}.`
      : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  return [
    { role: "system", content: SYSTEM.replace("{HEADING}", input.heading) },
    { role: "user", content: user },
  ];
}
