import type { EmotionPoint } from "#contracts/emotion-arc.ts";
import { feelingsOf, type StoryScene } from "#server/domain/screenplay/engine.ts";
import { feelingValue, type Affect } from "./feeling-values.ts";
import { textAffect } from "./text-affect.ts";

// A movie's emotion arc: one point per scene, in the order given (the screenplay's), from the
// feelings the person recorded when there are any, else from the scene's words (README.md).

/** The scene's words a feeling may be read in: its description, text, quotes and captions
 * (an emotion sentence from the wheel is a recorded feeling, not words to read). */
export function sceneWords(scene: StoryScene): string {
  const out: string[] = [];
  if (scene.description) out.push(scene.description);
  for (const e of scene.elements) {
    if (e.elementType === "text" && e.metadata?.source !== "emotion") out.push(e.content.text);
    else if (e.elementType === "quote") out.push(e.content.quote);
    else if (e.elementType === "image" || e.elementType === "gif")
      out.push(e.content.caption ?? "");
    else if (e.elementType === "gallery")
      for (const img of e.content.images) out.push(img.caption ?? "");
  }
  return out.filter((w) => w.trim() !== "").join("\n");
}

const round = (x: number) => Math.round(x * 100) / 100;

function mean(values: Affect[]): Affect {
  const sum = values.reduce(
    (acc, v) => ({ valence: acc.valence + v.valence, arousal: acc.arousal + v.arousal }),
    { valence: 0, arousal: 0 },
  );
  return {
    valence: round(sum.valence / values.length),
    arousal: round(sum.arousal / values.length),
  };
}

export function scenePoint(scene: StoryScene): EmotionPoint {
  const tagged = feelingsOf(scene)
    .map((f) => feelingValue(f.core, f.feeling))
    .filter((v): v is Affect => v !== undefined);
  if (tagged.length > 0) return { sceneId: scene.id, ...mean(tagged), source: "tagged" };
  return { sceneId: scene.id, ...textAffect(sceneWords(scene)), source: "text" };
}

export function emotionArc(scenesInOrder: StoryScene[]): EmotionPoint[] {
  return scenesInOrder.map(scenePoint);
}
