import type { Scene } from "#contracts/scene.ts";
import type { SceneUpdateWrite } from "./outbox";

// Before offline conflicts were the person's to decide, a merge kept the losing side's words in
// the scene's `metadata.mergedAway` ({ field, value, at }), where no screen showed them. A scene
// that still holds some is turned into a conflict like any other: the card says another version
// is waiting, and the dialog offers those words against the scene's (mine is the set-aside value,
// theirs the scene as it is). Whatever the person chooses, the list leaves the metadata.

export const SET_ASIDE_KEY = "mergedAway";

type SetAside = { field: string; value: unknown };

function setAsideOf(scene: Scene): SetAside[] {
  const list = scene.metadata[SET_ASIDE_KEY];
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is SetAside =>
      typeof item === "object" && item !== null && typeof (item as SetAside).field === "string",
  );
}

// "title", "metadata.place", "elements[<id>].content.text": the value at that place of a copy.
function setAt(record: Record<string, unknown>, field: string, value: unknown): boolean {
  const steps = field.split(".").flatMap((step) => {
    const match = /^([^[]+)\[(.+)\]$/.exec(step);
    return match ? [match[1]!, { id: match[2]! }] : [step];
  });
  let target: unknown = record;
  for (const [n, step] of steps.entries()) {
    const last = n === steps.length - 1;
    if (typeof step === "string") {
      if (typeof target !== "object" || target === null || Array.isArray(target)) return false;
      const holder = target as Record<string, unknown>;
      if (last) {
        holder[step] = value;
        return true;
      }
      target = holder[step];
    } else {
      if (!Array.isArray(target)) return false;
      const found: unknown = target.find(
        (item: unknown) =>
          typeof item === "object" && item !== null && "id" in item && item.id === step.id,
      );
      if (!found || last) return false;
      target = found;
    }
  }
  return false;
}

// The waiting write that asks the person about a scene's set-aside words, or null when it has
// none (or none that still has a place in the scene).
export function setAsideConflict(scene: Scene): SceneUpdateWrite | null {
  const items = setAsideOf(scene);
  if (items.length === 0) return null;
  const mine = structuredClone(scene) as unknown as Record<string, unknown>;
  // The common ancestor has nothing at those places: both sides "changed" them, so each one is
  // a field for the person to decide, and nothing else is.
  const base = structuredClone(scene) as unknown as Record<string, unknown>;
  let placed = 0;
  for (const item of items) {
    if (setAt(mine, item.field, item.value) && setAt(base, item.field, null)) placed++;
  }
  // Words with no place left in the scene (their element is gone) stay where they are.
  if (placed === 0) return null;
  const { [SET_ASIDE_KEY]: _, ...metadata } = scene.metadata;
  const body: Record<string, unknown> = { metadata };
  for (const item of items) {
    const top = item.field.split(/[.[]/)[0]!;
    if (top !== "metadata") body[top] = mine[top];
  }
  if (body.metadata && items.some((i) => i.field.startsWith("metadata."))) {
    const { [SET_ASIDE_KEY]: __, ...mineMetadata } = mine.metadata as Record<string, unknown>;
    body.metadata = mineMetadata;
  }
  return {
    kind: "scene.update",
    recordId: scene.id,
    movieId: scene.movieId,
    baseVersion: scene.version,
    base: base as unknown as Scene,
    body,
    theirs: scene,
    setAside: true,
  };
}
