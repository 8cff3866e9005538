import type { SceneDraft } from "#contracts/draft.ts";
import type { SceneElement } from "#contracts/scene-element.ts";
import type { sceneDrafts } from "#server/db/schema/index.ts";

// Elements were validated when the draft was saved.
export function toSceneDraftDto(row: typeof sceneDrafts.$inferSelect): SceneDraft {
  return {
    content: row.content,
    elements: row.elements as SceneElement[],
    metadata: row.metadata,
    movieId: row.movieId,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}
