import { z } from "./zod.ts";
import { BIRTH_YEAR_MIN } from "./interview.ts";

// The life map (GET /api/life-map): the person's dated scenes from every movie, by year, and the
// periods of life with no scene yet, each a place to start the interview.

export const lifeMapQuerySchema = z.object({
  // The year the person was born, when they give it here (otherwise their last interview's).
  birthYear: z.coerce
    .number({ error: "birthYear must be a year, such as 1956" })
    .int("birthYear must be a year, such as 1956")
    .min(BIRTH_YEAR_MIN, `birthYear must be ${BIRTH_YEAR_MIN} or later`)
    .refine((y) => y <= new Date().getUTCFullYear(), "birthYear cannot be in the future")
    .optional(),
});

export const lifeMapSceneSchema = z.object({
  id: z.string(),
  movieId: z.string(),
  movieTitle: z.string(),
  title: z.string(),
  year: z.number().int(),
  month: z.number().int().nullable(),
  day: z.number().int().nullable(),
});
export type LifeMapScene = z.infer<typeof lifeMapSceneSchema>;

export const lifeMapGapSchema = z.object({
  // The bank's period, to start the interview there.
  topicId: z.string(),
  label: z.string(),
  from: z.number().int(),
  to: z.number().int(),
});
export type LifeMapGap = z.infer<typeof lifeMapGapSchema>;

export const lifeMapSchema = z.object({
  birthYear: z.number().int().nullable(),
  years: z.array(z.object({ year: z.number().int(), scenes: z.array(lifeMapSceneSchema) })),
  // Empty without a birth year: the periods are ages, placed in years from it.
  gaps: z.array(lifeMapGapSchema),
  // Scenes with no date yet (not on the map).
  undated: z.number().int(),
});
export type LifeMap = z.infer<typeof lifeMapSchema>;
