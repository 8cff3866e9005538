// Short builders for the captured-story corpus (test data written for the compiler's tests,
// never shipped): a scene and its elements as the composer stores them.
import type { SceneElement, StoryDate, StoryScene } from "#screenplay/compile/story-types.ts";

let n = 0;
const id = (p: string) => `${p}${++n}`;

export interface SceneOptions {
  location?: string;
  timeOfDay?: string;
  date?: StoryDate;
  time?: string;
  emotions?: Array<{ core: string; feeling: string }>;
  characterIds?: string[];
  description?: string;
}

export function scene(
  sceneId: string,
  title: string,
  options: SceneOptions,
  ...elements: SceneElement[]
): StoryScene {
  return { id: sceneId, title, ...options, elements };
}

export const text = (t: string): SceneElement => ({
  id: id("t"),
  elementType: "text",
  content: { text: t },
});

export const quote = (q: string, author?: string): SceneElement => ({
  id: id("q"),
  elementType: "quote",
  content: author ? { quote: q, author } : { quote: q },
});

export const photo = (c: { caption?: string; alt?: string; takenAt?: string }): SceneElement => ({
  id: id("p"),
  elementType: "image",
  content: {
    imageUrl: `/media/${id("m")}`,
    alt: c.alt ?? "",
    ...(c.caption ? { caption: c.caption } : {}),
    ...(c.takenAt ? { takenAt: c.takenAt } : {}),
  },
});

export const video = (title: string): SceneElement => ({
  id: id("v"),
  elementType: "video",
  content: { videoUrl: `/media/${id("m")}`, title },
});

export const gif = (alt: string, caption?: string): SceneElement => ({
  id: id("g"),
  elementType: "gif",
  content: {
    gifUrl: `https://media.example/${id("gif")}.gif`,
    alt,
    ...(caption ? { caption } : {}),
  },
});

export const gallery = (...images: Array<{ caption?: string; alt: string }>): SceneElement => ({
  id: id("gl"),
  elementType: "gallery",
  content: { images: images.map((img) => ({ url: `/media/${id("m")}`, ...img })) },
});

export const calendar = (
  date: string,
  title: string,
  more: {
    description?: string;
    startTime?: string;
    endTime?: string;
    precision?: "day" | "month" | "year";
  } = {},
): SceneElement => ({
  id: id("c"),
  elementType: "calendar",
  content: { date, title, ...more },
});

/** The composer's emotion sentence as older scenes stored it (metadata on a text element). */
export const emotionSentence = (t: string, emotion: string, subEmotion: string): SceneElement => ({
  id: id("e"),
  elementType: "text",
  content: { text: t },
  metadata: { source: "emotion", emotion, subEmotion },
});

export const month = (year: number, m: number): StoryDate => ({ year, month: m, day: null });
export const day = (year: number, m: number, d: number): StoryDate => ({ year, month: m, day: d });
export const year = (y: number): StoryDate => ({ year: y, month: null, day: null });
