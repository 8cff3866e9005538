import type { SceneDraft, SceneDraftSave } from "#contracts/draft.ts";
import { apiClient, data, done } from "#app/lib/api-client";
import {
  deleteDraftThroughOutbox,
  knownUnreachable,
  saveDraftThroughOutbox,
} from "#app/lib/offline/offline-writes";

// The composer's draft on the server: one per user and movie, last write wins.
// While the server is known to be unreachable no request is made: the composer's local copy is
// the draft, and the outbox sends the newest one when the server answers again.

export async function fetchSceneDraft(movieId: string): Promise<SceneDraft | null> {
  if (knownUnreachable()) return null;
  const answer = await data(apiClient.GET("/api/drafts/scene", { params: { query: { movieId } } }));
  return answer.data;
}

export function saveSceneDraft(movieId: string, draft: SceneDraftSave): Promise<unknown> {
  return saveDraftThroughOutbox(movieId, draft, () =>
    done(apiClient.PUT("/api/drafts/scene", { params: { query: { movieId } }, body: draft })),
  );
}

export function deleteSceneDraft(movieId: string): Promise<unknown> {
  return deleteDraftThroughOutbox(movieId, () =>
    done(apiClient.DELETE("/api/drafts/scene", { params: { query: { movieId } } })),
  );
}
