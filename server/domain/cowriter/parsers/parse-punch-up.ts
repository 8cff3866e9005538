import { z } from "zod";
import { InvalidOutput, jsonOf } from "./model-text.ts";
import { parseSceneFountain } from "./parse-scene-fountain.ts";

// A passage rewritten tighter: its Fountain (checked like a scene's, marked where it invents
// dialogue) and the reason in one sentence.
const answerSchema = z.object({
  fountain: z.string().trim().min(1, "fountain is empty"),
  reason: z
    .string()
    .trim()
    .min(3, "reason is empty")
    .max(300, "reason is longer than one sentence"),
});

export type PunchUpAnswer = { fountain: string; reason: string; inventedLines: number };

export function parsePunchUp(answer: string, original: string): PunchUpAnswer {
  const parsed = answerSchema.safeParse(jsonOf(answer));
  if (!parsed.success) throw new InvalidOutput(parsed.error.issues[0]?.message ?? "Invalid answer");
  const scene = parseSceneFountain(parsed.data.fountain, {
    // The writer's own passage is what was captured: its lines kept are not invented.
    captured: [original],
    requireHeading: false,
  });
  return {
    fountain: scene.fountain,
    reason: parsed.data.reason,
    inventedLines: scene.inventedLines,
  };
}
