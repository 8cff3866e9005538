// Emotions on the page (README "Story compiler", "Emotions"): what the writer felt in a scene
// (scene metadata `emotions`, or an emotion sentence's metadata in older scenes) becomes a
// parenthetical on the writer's first line in the scene, or, when the writer does not speak
// there, a short beat of action at the scene's end: the feeling shown, then named.
import type { StoryScene } from "./story-types.ts";

export interface Feeling {
  core: string;
  feeling: string;
}

/** What each core emotion of the wheel looks like, said of anyone (no pronoun needed). */
export const GESTURES: Record<string, string> = {
  happy: "smiles",
  sad: "goes quiet",
  fear: "freezes",
  angry: "stiffens",
  disgust: "recoils",
  surprise: "stops short",
  anticipation: "waits, watching",
  trust: "lets out a breath",
};

/** The scene's feelings, each once, in the order recorded. */
export function feelingsOf(scene: StoryScene): Feeling[] {
  const out: Feeling[] = [];
  const add = (core: string, feeling: string) => {
    const f = { core: core.trim().toLowerCase(), feeling: feeling.trim().toLowerCase() };
    if (f.feeling && !out.some((o) => o.feeling === f.feeling)) out.push(f);
  };
  for (const e of scene.emotions ?? []) add(e.core, e.feeling);
  for (const e of scene.elements) {
    const md = e.metadata;
    if (e.elementType !== "text" || md?.source !== "emotion") continue;
    const core = typeof md.emotion === "string" ? md.emotion : "";
    const feeling = typeof md.subEmotion === "string" ? md.subEmotion : core;
    add(core, feeling);
  }
  return out;
}

/** `(lonely)`, `(joyful, hopeful)`. */
export const feelingParenthetical = (feelings: Feeling[]): string =>
  `(${feelings.map((f) => f.feeling).join(", ")})`;

/** `Jane goes quiet -- lonely.`; `A beat -- lonely.` when the writer has no name. */
export function feelingBeat(name: string | undefined, feelings: Feeling[]): string {
  const named = feelings.map((f) => f.feeling).join(", ");
  if (!name) return `A beat -- ${named}.`;
  const gesture = GESTURES[(feelings[0] as Feeling).core] ?? "pauses";
  return `${name} ${gesture} -- ${named}.`;
}
