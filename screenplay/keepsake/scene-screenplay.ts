// Each captured scene's own screenplay pages: the scene compiled as the story compiler compiles it
// in the whole story (its characters, the writer's name), without the story's FADE IN / FADE OUT.
// The caller has loaded the compiler's English data (compile-story.ts loadEnglish).
import { compileStory } from "../compile/compile-story.ts";
import type { StoryInput, StoryScene } from "../compile/story-types.ts";
import type { ScreenplayDocument } from "../types.ts";

export function sceneScreenplay(story: StoryInput, scene: StoryScene): ScreenplayDocument {
  const protagonist = story.notes?.protagonist;
  const compiled = compileStory({
    ...story,
    scenes: [scene],
    notes: protagonist ? { protagonist } : {},
  });
  const elements = compiled.elements.filter(
    (e, i, all) =>
      !(i === 0 && e.type === "action" && e.text === "FADE IN:") &&
      !(i === all.length - 1 && e.type === "transition"),
  );
  return { titlePage: { entries: [] }, elements };
}
