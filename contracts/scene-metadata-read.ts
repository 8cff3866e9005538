import { coreEmotionIds, isWheelFeeling, type CoreEmotionId } from "./emotion-wheel.ts";

// Reading the known keys of a stored scene's metadata (scene-metadata.ts says what they mean and
// checks them on the way in). Kept apart from the zod schemas, with checks of its own, so that a
// screen that only shows a scene's feelings and date does not load zod on the app's first load;
// scene-metadata.test.ts holds this reader to the schemas on the same samples.

export type SceneEmotion = { core: CoreEmotionId; feeling: string };
export type SceneDate = { year: number; month: number | null; day: number | null };

export interface SceneMetadataKnown {
  emotions: SceneEmotion[];
  date: SceneDate | null;
  time: string | null;
}

const record = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const whole = (v: unknown, min: number, max: number): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function emotionOf(v: unknown): SceneEmotion | null {
  if (!record(v) || typeof v.core !== "string" || typeof v.feeling !== "string") return null;
  const core = coreEmotionIds.find((id) => id === v.core);
  const feeling = v.feeling.trim().toLowerCase();
  if (!core || !feeling || feeling.length > 40 || !isWheelFeeling(core, feeling)) return null;
  return { core, feeling };
}

function emotionsOf(v: unknown): SceneEmotion[] {
  if (!Array.isArray(v)) return [];
  const read = v.map(emotionOf);
  // One feeling of the wrong shape makes the list unreadable, as the schema would have it.
  return read.every((e): e is SceneEmotion => e !== null) ? read : [];
}

function dateOf(v: unknown): SceneDate | null {
  if (!record(v) || !whole(v.year, 1000, 9999)) return null;
  const month = v.month === null ? null : whole(v.month, 1, 12) ? v.month : undefined;
  const day = v.day === null ? null : whole(v.day, 1, 31) ? v.day : undefined;
  if (month === undefined || day === undefined) return null;
  if (day !== null && (month === null || day > daysIn(v.year, month))) return null;
  return { year: v.year, month, day };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The known keys of a stored scene's metadata, typed; a key of the wrong shape (written before
 * these rules, or by hand) reads as absent rather than failing the scene. */
export function readSceneMetadata(
  metadata: Record<string, unknown> | null | undefined,
): SceneMetadataKnown {
  const m = metadata ?? {};
  return {
    emotions: emotionsOf(m.emotions),
    date: dateOf(m.date),
    time: typeof m.time === "string" && TIME.test(m.time) ? m.time : null,
  };
}

/** A scene date as a sortable key: 1998 < 1998-07 < 1998-07-14 sort by year, then month, then day
 * (an unknown month or day sorts before the known ones of the same year or month). */
export function sceneDateKey(d: SceneDate): number {
  return d.year * 10000 + (d.month ?? 0) * 100 + (d.day ?? 0);
}
