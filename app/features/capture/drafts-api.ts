import type { SceneDraft, SceneDraftSave } from "#contracts/draft.ts";
import { api } from "#app/lib/api-client";
import { draftUrl } from "#app/lib/offline/drafts";
import {
  deleteDraftThroughOutbox,
  knownUnreachable,
  saveDraftThroughOutbox,
} from "#app/lib/offline/offline-writes";

// The composer's draft on the server (spec section 7): one per user and movie, last write wins.
// While the server is known to be unreachable no request is made: the composer's local copy is
// the draft, and the outbox sends the newest one when the server answers again.

export async function fetchSceneDraft(movieId: string): Promise<SceneDraft | null> {
  if (knownUnreachable()) return null;
  const answer = await api.get<{ data: SceneDraft | null }>(draftUrl(movieId));
  return answer?.data ?? null;
}

export function saveSceneDraft(movieId: string, draft: SceneDraftSave): Promise<unknown> {
  return saveDraftThroughOutbox(movieId, draft, () => api.put(draftUrl(movieId), draft));
}

export function deleteSceneDraft(movieId: string): Promise<unknown> {
  return deleteDraftThroughOutbox(movieId, () => api.delete(draftUrl(movieId)));
}
