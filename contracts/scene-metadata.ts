import { z } from "./zod.ts";
import { coreEmotionIds, isWheelFeeling } from "./emotion-wheel.ts";
import { freeJson } from "./input-rules.ts";
import type { SceneDate, SceneEmotion } from "./scene-metadata-read.ts";

export {
  readSceneMetadata,
  sceneDateKey,
  type SceneDate,
  type SceneEmotion,
  type SceneMetadataKnown,
} from "./scene-metadata-read.ts";

// The keys of a scene's free `metadata` that the product itself reads and writes. The rest of the
// record stays free (any JSON object); these keys, when present, have this shape,
// and readSceneMetadata() gives them typed to the server, the story compiler and the app.
//
// - `emotions`: what the person felt, recorded by the emotions wheel (or confirmed from an
//   interview): `[{ core, feeling }]`, `core` one of the wheel's eight ids, `feeling` one of that
//   core's feelings, both lower-case.
// - `date`: when the moment happened, as precisely as the person knows it: a year, a month of a
//   year, or a day (`month` and `day` null when unknown). Set from the composer's date picker, an
//   import's item date or an interview answer.
// - `time`: the clock time of the moment, `HH:MM` (24 h), when known.

export const sceneEmotionSchema = z
  .object({
    core: z.enum(coreEmotionIds, {
      error: `core must be one of the wheel's emotions: ${coreEmotionIds.join(", ")}`,
    }),
    feeling: z
      .string({ error: "feeling is required" })
      .trim()
      .toLowerCase()
      .min(1, "feeling is required")
      .max(40, "feeling must be at most 40 characters"),
  })
  .refine((e) => isWheelFeeling(e.core, e.feeling), {
    message: "feeling must be one of the feelings of its core emotion on the wheel",
    path: ["feeling"],
  });

// The schemas and the reader (scene-metadata-read.ts) describe the same shapes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const schemasMatchReader: [
  Same<z.output<typeof sceneEmotionSchema>, SceneEmotion>,
  Same<z.output<typeof sceneDateSchema>, SceneDate>,
] = [true, true];

export const SCENE_EMOTIONS_MAX = 8;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const sceneDateSchema = z
  .object({
    year: z
      .number({ error: "year must be a whole number" })
      .int("year must be a whole number")
      .min(1000, "year must be between 1000 and 9999")
      .max(9999, "year must be between 1000 and 9999"),
    month: z
      .number({ error: "month must be 1 to 12, or null" })
      .int("month must be 1 to 12, or null")
      .min(1, "month must be 1 to 12, or null")
      .max(12, "month must be 1 to 12, or null")
      .nullable(),
    day: z
      .number({ error: "day must be a day of the month, or null" })
      .int("day must be a day of the month, or null")
      .min(1, "day must be a day of the month, or null")
      .max(31, "day must be a day of the month, or null")
      .nullable(),
  })
  .refine((d) => d.day === null || d.month !== null, {
    message: "a day needs its month",
    path: ["day"],
  })
  .refine((d) => d.day === null || d.month === null || d.day <= daysIn(d.year, d.month), {
    message: "that month has fewer days",
    path: ["day"],
  });

export const sceneTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time must be HH:MM (24 hours)");

/** The metadata keys the product reads, each checked when present (a 400 names the key). */
export const sceneMetadataKnownSchema = z.object({
  emotions: z
    .array(sceneEmotionSchema)
    .max(SCENE_EMOTIONS_MAX, `at most ${SCENE_EMOTIONS_MAX} emotions on one scene`)
    .optional(),
  date: sceneDateSchema.nullable().optional(),
  time: sceneTimeSchema.nullable().optional(),
});

export const sceneMetadataInput = () =>
  freeJson("metadata").transform((value, ctx) => {
    const known = sceneMetadataKnownSchema.safeParse(value);
    if (!known.success) {
      for (const issue of known.error.issues) ctx.addIssue({ ...issue, code: "custom" });
      return z.NEVER;
    }
    const out: Record<string, unknown> = { ...value };
    for (const [k, v] of Object.entries(known.data)) if (v !== undefined) out[k] = v;
    return out;
  });
