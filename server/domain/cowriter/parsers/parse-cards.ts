import { z } from "zod";
import { InvalidOutput, jsonOf } from "./model-text.ts";

// The guided cards' suggestion: four short sentences, validated by zod.
const line = (name: string, max: number) =>
  z
    .string({ error: `${name} is missing` })
    .trim()
    .min(3, `${name} is empty`)
    .max(max, `${name} is longer than ${max} characters`);

export const cardsAnswerSchema = z.object({
  logline: line("logline", 400),
  theme: line("theme", 300),
  want: line("want", 300),
  need: line("need", 300),
});
export type CardsAnswer = z.infer<typeof cardsAnswerSchema>;

export function parseCards(answer: string): CardsAnswer {
  const parsed = cardsAnswerSchema.safeParse(jsonOf(answer));
  if (!parsed.success) throw new InvalidOutput(parsed.error.issues[0]?.message ?? "Invalid cards");
  return parsed.data;
}
