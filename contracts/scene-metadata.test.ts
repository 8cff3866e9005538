import { describe, expect, it } from "vitest";
import { EMOTION_WHEEL } from "./emotion-wheel.ts";
import { sceneCreateSchema, sceneUpdateSchema } from "./scene.ts";
import {
  readSceneMetadata,
  sceneDateKey,
  sceneDateSchema,
  sceneEmotionSchema,
  sceneTimeSchema,
} from "./scene-metadata.ts";
import { z } from "./zod.ts";

const base = { movieId: "m1", title: "A day", sceneNumber: 1 };

describe("scene metadata's known keys", () => {
  it("keeps an emotion of the wheel, lower-cased, and any other key as it was", () => {
    const parsed = sceneCreateSchema.parse({
      ...base,
      metadata: { emotions: [{ core: "sad", feeling: "Lonely" }], mood: "grey" },
    });
    expect(parsed.metadata).toEqual({
      emotions: [{ core: "sad", feeling: "lonely" }],
      mood: "grey",
    });
  });

  it("refuses a feeling that is not its core's, naming the key", () => {
    const result = sceneUpdateSchema.safeParse({
      version: 1,
      metadata: { emotions: [{ core: "happy", feeling: "lonely" }] },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["metadata", "emotions", 0, "feeling"]);
  });

  it("takes a year, a month or a day, and refuses a day without its month or past the month", () => {
    expect(sceneDateSchema.safeParse({ year: 1998, month: null, day: null }).success).toBe(true);
    expect(sceneDateSchema.safeParse({ year: 1998, month: 7, day: null }).success).toBe(true);
    expect(sceneDateSchema.safeParse({ year: 2000, month: 2, day: 29 }).success).toBe(true);
    expect(sceneDateSchema.safeParse({ year: 1999, month: 2, day: 29 }).success).toBe(false);
    expect(sceneDateSchema.safeParse({ year: 1998, month: null, day: 3 }).success).toBe(false);
  });

  it("reads stored metadata typed, a malformed key as absent", () => {
    expect(
      readSceneMetadata({
        emotions: "sad",
        date: { year: 1998, month: 7, day: null },
        time: "19:00",
      }),
    ).toEqual({ emotions: [], date: { year: 1998, month: 7, day: null }, time: "19:00" });
  });

  it("sorts a year before its months and a month before its days", () => {
    const keys = [
      { year: 1998, month: 7, day: 14 },
      { year: 1998, month: null, day: null },
      { year: 1998, month: 7, day: null },
      { year: 1997, month: 12, day: 31 },
    ].map(sceneDateKey);
    expect([...keys].sort((a, b) => a - b)).toEqual([keys[3], keys[1], keys[2], keys[0]]);
  });

  it("has the eight core emotions and their 36 feelings", () => {
    expect(EMOTION_WHEEL.map((e) => e.label)).toEqual([
      "Happy",
      "Sad",
      "Fear",
      "Angry",
      "Disgust",
      "Surprise",
      "Anticipation",
      "Trust",
    ]);
    expect(EMOTION_WHEEL.flatMap((e) => e.feelings)).toHaveLength(36);
  });
});

describe("the zod-free reader", () => {
  // The app's scene cards read metadata without zod (scene-metadata-read.ts); on every sample it
  // keeps exactly what the schemas accept.
  const emotions: unknown[] = [
    [{ core: "sad", feeling: "lonely" }],
    [{ core: "sad", feeling: "Lonely " }],
    [{ core: "sad", feeling: "joyful" }],
    [{ core: "bored", feeling: "lonely" }],
    [{ core: "happy", feeling: "joyful" }, { core: "sad" }],
    [{ core: "happy", feeling: "" }],
    "sad",
    [],
    null,
  ];
  const dates: unknown[] = [
    { year: 1998, month: 7, day: null },
    { year: 1998, month: null, day: null },
    { year: 1998, month: 2, day: 29 },
    { year: 2000, month: 2, day: 29 },
    { year: 1998, month: null, day: 3 },
    { year: 1998, month: 13, day: null },
    { year: 998, month: null, day: null },
    { year: 1998.5, month: null, day: null },
    { year: 1998, month: 7 },
    "1998-07",
    null,
  ];
  const times: unknown[] = ["19:00", "7:00", "24:00", "23:59", 1900, null];

  it("reads emotions, dates and times as the schemas do", () => {
    for (const value of emotions) {
      const parsed = z.array(sceneEmotionSchema).safeParse(value);
      expect(readSceneMetadata({ emotions: value }).emotions, JSON.stringify(value)).toEqual(
        parsed.success ? parsed.data : [],
      );
    }
    for (const value of dates) {
      const parsed = sceneDateSchema.safeParse(value);
      expect(readSceneMetadata({ date: value }).date, JSON.stringify(value)).toEqual(
        parsed.success ? parsed.data : null,
      );
    }
    for (const value of times) {
      const parsed = sceneTimeSchema.safeParse(value);
      expect(readSceneMetadata({ time: value }).time, JSON.stringify(value)).toEqual(
        parsed.success ? parsed.data : null,
      );
    }
  });
});
