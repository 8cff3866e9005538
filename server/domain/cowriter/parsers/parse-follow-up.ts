import { z } from "zod";
import { InvalidOutput, jsonOf, plainWords } from "./model-text.ts";

// A follow-up question the model worded for the interview: one question a person can answer,
// short enough to read at a glance, and not one the moment has already asked.
export const FOLLOW_UP_MAX_CHARS = 200;

export const followUpAnswerSchema = z.object({
  followUp: z
    .string({ error: "followUp is missing" })
    .transform((s) => s.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(8, "followUp is too short to be a question")
        .max(FOLLOW_UP_MAX_CHARS, `followUp is longer than ${FOLLOW_UP_MAX_CHARS} characters`)
        .refine((q) => q.endsWith("?"), "followUp does not end with a question mark")
        .refine((q) => q.split("?").length === 2, "followUp asks more than one question"),
    ),
});

/** The model's question, or InvalidOutput saying what is wrong with it. `asked`: the questions
 * already asked on the moment (its opening question and follow-ups); the same words again are
 * refused, whatever their case or punctuation. */
export function parseFollowUp(answer: string, asked: readonly string[]): string {
  const parsed = followUpAnswerSchema.safeParse(jsonOf(answer));
  if (!parsed.success)
    throw new InvalidOutput(parsed.error.issues[0]?.message ?? "Invalid follow-up");
  const question = parsed.data.followUp;
  const words = plainWords(question);
  if (asked.some((a) => plainWords(a) === words))
    throw new InvalidOutput("followUp repeats a question already asked");
  return question;
}
