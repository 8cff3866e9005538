import {
  readSceneMetadata,
  SCENE_EMOTIONS_MAX,
  type SceneDate,
  type SceneEmotion,
} from "#contracts/scene-metadata.ts";

// What a scene records besides its elements (contracts/scene-metadata.ts): the feelings picked on
// the wheel, and when the moment happened. The composer holds them beside the text; the rest of an
// edited scene's metadata (an import's source, a merge's kept values) goes back unchanged.
export type SceneFacts = {
  emotions: SceneEmotion[];
  date: SceneDate | null;
  time: string | null;
  /** The scene's other metadata keys, sent back as they were. */
  otherMetadata: Record<string, unknown>;
};

const KNOWN = new Set(["emotions", "date", "time"]);

export function sceneFacts(metadata: Record<string, unknown> | null | undefined): SceneFacts {
  const known = readSceneMetadata(metadata);
  const otherMetadata = Object.fromEntries(
    Object.entries(metadata ?? {}).filter(([key]) => !KNOWN.has(key)),
  );
  return { emotions: known.emotions, date: known.date, time: known.time, otherMetadata };
}

/** The scene's metadata to save: the other keys as they were, and the known ones that are set. */
export function metadataOf(facts: SceneFacts): Record<string, unknown> {
  return {
    ...facts.otherMetadata,
    ...(facts.emotions.length > 0 ? { emotions: facts.emotions } : {}),
    ...(facts.date ? { date: facts.date } : {}),
    ...(facts.time ? { time: facts.time } : {}),
  };
}

const same = (a: SceneEmotion, b: SceneEmotion) =>
  a.core === b.core && a.feeling === b.feeling.toLowerCase();

/** A feeling picked again is kept once; past the limit the first ones picked stay. */
export function emotionAdded(emotions: SceneEmotion[], picked: SceneEmotion): SceneEmotion[] {
  const emotion = { core: picked.core, feeling: picked.feeling.toLowerCase() };
  if (emotions.some((e) => same(e, emotion))) return emotions;
  if (emotions.length >= SCENE_EMOTIONS_MAX) return emotions;
  return [...emotions, emotion];
}

export function emotionRemoved(emotions: SceneEmotion[], removed: SceneEmotion): SceneEmotion[] {
  return emotions.filter((e) => !same(e, removed));
}
