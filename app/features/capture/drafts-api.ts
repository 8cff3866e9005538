import type { SceneDraft, SceneDraftSave } from "@contracts/draft.ts";
import { api } from "~/lib/api-client";

// The composer's draft on the server (spec section 7): one per user and movie, last write wins.
const draftUrl = (movieId: string) => `/api/drafts/scene?movieId=${encodeURIComponent(movieId)}`;

export async function fetchSceneDraft(movieId: string): Promise<SceneDraft | null> {
  const answer = await api.get<{ data: SceneDraft | null }>(draftUrl(movieId));
  return answer?.data ?? null;
}

export function saveSceneDraft(movieId: string, draft: SceneDraftSave): Promise<unknown> {
  return api.put(draftUrl(movieId), draft);
}

export function deleteSceneDraft(movieId: string): Promise<unknown> {
  return api.delete(draftUrl(movieId));
}
