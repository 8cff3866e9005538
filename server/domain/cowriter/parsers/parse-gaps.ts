import { z } from "zod";
import type { Gap } from "#contracts/cowriter.ts";
import { InvalidOutput, jsonOf } from "./model-text.ts";

// The list of what is missing against the beat board: each gap names a beat of the board, says
// what is missing and asks one question that helps the person remember.
const answerSchema = z.object({
  gaps: z
    .array(
      z.object({
        beatKey: z.string().trim().min(1, "a gap has no beatKey"),
        gap: z.string().trim().min(3, "a gap is empty").max(400),
        question: z.string().trim().min(3, "a gap has no question").max(400),
      }),
    )
    .max(15, "more than 15 gaps"),
});

export function parseGaps(answer: string, beats: Array<{ key: string; title: string }>): Gap[] {
  const parsed = answerSchema.safeParse(jsonOf(answer));
  if (!parsed.success) throw new InvalidOutput(parsed.error.issues[0]?.message ?? "Invalid gaps");
  return parsed.data.gaps.map((g) => {
    const beat = beats.find((b) => b.key === g.beatKey);
    if (!beat) throw new InvalidOutput(`${g.beatKey} is not a beat of the board`);
    return { beatKey: beat.key, beatTitle: beat.title, gap: g.gap, question: g.question };
  });
}
