// Helpers for the story compiler's rule tests: a story of a few scenes, and its draft as the
// Fountain a writer would see (title page and unprinted sections left out).
import "./load-english.ts";
import { compileStory } from "../compile/compile-story.ts";
import type { StoryInput, StoryScene } from "../compile/story-types.ts";
import { writeFountain } from "../write-fountain.ts";

export function story(scenes: StoryScene[], more: Partial<StoryInput> = {}): StoryInput {
  return { movie: { title: "T", authorName: "Jane Whitlock" }, ...more, scenes };
}

/** The draft's body between FADE IN: and FADE OUT., without the unprinted sections, logline
 * and theme. */
export function draft(input: StoryInput): string {
  const elements = compileStory(input).elements.filter(
    (e) =>
      e.type !== "section" &&
      e.type !== "synopsis" &&
      !(e.type === "note" && e.text.startsWith("Theme: ")) &&
      !(e.type === "action" && e.text === "FADE IN:"),
  );
  return writeFountain({ titlePage: { entries: [] }, elements })
    .replace(/\n*> FADE OUT\.\n*$/, "")
    .trim();
}

/** The scene headings of a draft. */
export function headings(input: StoryInput): string[] {
  return compileStory(input).elements.flatMap((e) => (e.type === "scene_heading" ? [e.text] : []));
}
