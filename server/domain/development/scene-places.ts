import type { ScreenplayDocument, StoryInput, StoryScene } from "../screenplay/engine.ts";

type Compile = (input: StoryInput) => ScreenplayDocument;

// Where each scene happens, for the setting card: its location as the person wrote it, else the
// place the first draft finds for it. The story compiler decides that (its heading rules:
// screenplay/README.md), so the card and the pages never disagree; each scene is compiled alone
// and its first heading read. A heading that names no place is not a setting: the compiler's
// answer for a scene with no words at all, and a scene's own title standing in for a place.

export type ScenePlace = { text: string; source: "location" | "scene" };

const HEADING = /^(?:INT\.?\/EXT\.?|I\/E\.?|INT\.|EXT\.|EST\.)\s+(.+)$/i;

function headingPlace(compile: Compile, story: StoryInput, scene: StoryScene): string | null {
  const compiled = compile({ ...story, scenes: [scene], notes: { ...story.notes } });
  const heading = compiled.elements.find((e) => e.type === "scene_heading");
  const match = heading?.type === "scene_heading" ? HEADING.exec(heading.text.trim()) : null;
  if (!match?.[1]) return null;
  // "KITCHEN - NIGHT (MARCH 3, 1998)": the place is what comes before the time of day.
  const cut = match[1].lastIndexOf(" - ");
  const place = (cut > 0 ? match[1].slice(0, cut) : match[1]).trim();
  return place || null;
}

// The compiler writes a place in capitals; the scene's words say how the person writes it
// ("Grandma's kitchen"). When they do not hold it, it reads as a sentence would.
function asWritten(place: string, scene: StoryScene): string {
  const lower = place.toLowerCase();
  for (const element of scene.elements) {
    const words =
      element.elementType === "text"
        ? element.content.text
        : element.elementType === "image"
          ? (element.content.caption ?? "")
          : "";
    const at = words.toLowerCase().indexOf(lower);
    if (at >= 0) return words.slice(at, at + place.length);
  }
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

// The compiler is passed in (storyCompiler() loads it, with its lexicon, on first use).
export function scenePlaces(story: StoryInput, compile: Compile): Map<string, ScenePlace> {
  const places = new Map<string, ScenePlace>();
  const nowhere = headingPlace(compile, story, { id: "nowhere", title: "", elements: [] });
  for (const scene of story.scenes) {
    const location = scene.location?.trim();
    if (location) {
      places.set(scene.id, { text: location, source: "location" });
      continue;
    }
    const found = headingPlace(compile, story, scene);
    if (!found || found === nowhere || found === scene.title.trim().toUpperCase()) continue;
    places.set(scene.id, { text: asWritten(found, scene), source: "scene" });
  }
  return places;
}
