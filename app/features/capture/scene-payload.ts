import type { SceneElement } from "#contracts/scene-element.ts";
import { sceneCreateSchema, type SceneCreate } from "#contracts/scene.ts";
import { countOf } from "#contracts/plural.ts";

export const TITLE_MAX = 100;
export const TEXT_COUNTER_MAX = 500;

// The title: the first line of the text cut to 100 characters; with no text
// "Scene with N element(s)" (its noun in the form the count takes); fallback "Story Moment".
export function sceneTitle(text: string, elementCount: number): string {
  const firstLine = text.trim().split(/\r?\n/)[0]?.trim() ?? "";
  if (firstLine) return firstLine.slice(0, TITLE_MAX);
  if (!text.trim() && elementCount > 0)
    return `Scene with ${countOf(elementCount, "element", "elements")}`;
  return "Story Moment";
}

export function textElement(id: string, text: string): SceneElement {
  return { id, elementType: "text", content: { text } };
}

export type CreateCheck =
  { ok: true; payload: SceneCreate } | { ok: false; title: string; description: string };

// Everything the composer checks before POST /api/scenes, in order: a movie to add it to, some
// content, then the payload's shape.
export function buildScenePayload(input: {
  movieId: string | null | undefined;
  text: string;
  elements: SceneElement[];
  characterIds: string[];
  sceneId: string;
  textElementId: string;
  /** What the scene records besides its elements (scene-facts.ts). */
  metadata: Record<string, unknown>;
}): CreateCheck {
  if (!input.movieId) {
    return { ok: false, title: "Error", description: "Please select a movie first." };
  }
  const trimmed = input.text.trim();
  if (!trimmed && input.elements.length === 0) {
    return { ok: false, title: "Error", description: "Please add some content to create a scene." };
  }
  const elements = trimmed
    ? [...input.elements, textElement(input.textElementId, trimmed)]
    : [...input.elements];
  const candidate = {
    id: input.sceneId,
    movieId: input.movieId,
    title: sceneTitle(input.text, input.elements.length),
    description: "",
    elements,
    sceneNumber: 1,
    characterIds: input.characterIds,
    metadata: input.metadata,
  };
  const parsed = sceneCreateSchema.safeParse(candidate);
  if (!parsed.success) {
    return {
      ok: false,
      title: "Validation Error",
      description: "Scene data is invalid. Please check your content and try again.",
    };
  }
  return { ok: true, payload: parsed.data };
}

export function canCreate(text: string, elementCount: number, movieId: string | null | undefined) {
  return Boolean(movieId) && (text.trim().length > 0 || elementCount > 0);
}
