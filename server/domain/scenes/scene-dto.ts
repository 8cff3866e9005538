import type { Scene } from "#contracts/scene.ts";
import { migrateLegacyScene } from "./migrate-legacy-scene.ts";
import { elementTypes, type SceneElement } from "#contracts/scene-element.ts";
import type { scenes } from "#server/db/schema/index.ts";

type SceneRow = typeof scenes.$inferSelect;

// Elements were validated on the way in; a legacy scene (sceneType + content, no elements) is
// shown as its one-element equivalent so clients only ever deal with the element list.
function elementsOf(row: SceneRow): SceneElement[] {
  if (row.elements.length > 0) return row.elements as SceneElement[];
  try {
    return migrateLegacyScene(row);
  } catch {
    return [];
  }
}

export function toSceneDto(row: SceneRow): Scene {
  const sceneType = (elementTypes as readonly string[]).includes(row.sceneType ?? "")
    ? (row.sceneType as Scene["sceneType"])
    : null;
  return {
    id: row.id,
    userId: row.userId,
    movieId: row.movieId,
    title: row.title,
    description: row.description,
    sceneNumber: row.sceneNumber,
    location: row.location,
    elements: elementsOf(row),
    characterIds: row.characterIds,
    timeOfDay: row.timeOfDay,
    duration: row.duration,
    metadata: row.metadata,
    sceneType,
    content: row.content,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
