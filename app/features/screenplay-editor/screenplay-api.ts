import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Screenplay,
  ScreenplaySave,
  ScreenplayVersion,
  ScreenplayVersionSummary,
} from "#contracts/screenplay.ts";
import type { Collaboration } from "#contracts/collaboration.ts";
import { developmentKey } from "#app/features/develop/develop-api";
import { saveScreenplayThroughOutbox } from "#app/lib/offline/offline-writes";
import { apiClient, data } from "#app/lib/api-client";
import {
  fetchScreenplay,
  screenplayKey,
  screenplayQuery,
  versionsKey,
} from "#app/lib/queries/screenplay";

export type { Screenplay, ScreenplayVersion, ScreenplayVersionSummary };
export { fetchScreenplay, screenplayKey, screenplayQuery, versionsKey };

export function useScreenplay(movieId: string) {
  return useQuery(screenplayQuery(movieId));
}

// Offline (or server down) the save is kept in the outbox and answers the text as saved.
export function saveScreenplay(movieId: string, payload: ScreenplaySave): Promise<Screenplay> {
  return saveScreenplayThroughOutbox(movieId, payload, (body) =>
    data(
      apiClient.PUT("/api/movies/{movieId}/screenplay", { params: { path: { movieId } }, body }),
    ),
  );
}

// Under the screenplay's key, so it is kept for offline visits with the screenplay itself.
export const collaborationKey = (movieId: string) =>
  [...screenplayKey(movieId), "collaboration"] as const;

// How this person works on the movie: their role, and whether its screenplay is written live.
export async function fetchCollaboration(
  movieId: string,
  signal?: AbortSignal,
): Promise<Collaboration> {
  return data(
    apiClient.GET("/api/movies/{movieId}/collaboration", { params: { path: { movieId } }, signal }),
  );
}

export function useCollaboration(movieId: string) {
  return useQuery({
    queryKey: collaborationKey(movieId),
    queryFn: ({ signal }) => fetchCollaboration(movieId, signal),
    retry: false,
  });
}

// Names the text as the server holds it: a live screenplay's text is everyone's, so no copy of it
// is sent.
export function nameCurrentVersion(
  movieId: string,
  name: string,
): Promise<ScreenplayVersionSummary> {
  return data(
    apiClient.POST("/api/movies/{movieId}/screenplay/versions", {
      params: { path: { movieId } },
      body: { name },
    }),
  );
}

export function useVersions(movieId: string) {
  return useQuery({
    queryKey: versionsKey(movieId),
    queryFn: ({ signal }) =>
      data(
        apiClient.GET("/api/movies/{movieId}/screenplay/versions", {
          params: { path: { movieId } },
          signal,
        }),
      ),
  });
}

export function fetchVersion(movieId: string, versionId: string): Promise<ScreenplayVersion> {
  return data(
    apiClient.GET("/api/movies/{movieId}/screenplay/versions/{versionId}", {
      params: { path: { movieId, versionId } },
    }),
  );
}

function useAfterReplace(movieId: string) {
  const queryClient = useQueryClient();
  return (screenplay: Screenplay) => {
    queryClient.setQueryData(screenplayKey(movieId), screenplay);
    void queryClient.invalidateQueries({ queryKey: versionsKey(movieId) });
    void queryClient.invalidateQueries({ queryKey: developmentKey });
  };
}

export function useCompile(movieId: string) {
  const after = useAfterReplace(movieId);
  return useMutation({
    mutationFn: (force: boolean) =>
      data(
        apiClient.POST("/api/movies/{movieId}/screenplay/compile", {
          params: { path: { movieId } },
          body: force ? { force: true } : {},
        }),
      ),
    onSuccess: (result) => after(result.screenplay),
  });
}

export function useRestore(movieId: string) {
  const after = useAfterReplace(movieId);
  return useMutation({
    mutationFn: (versionId: string) =>
      data(
        apiClient.POST("/api/movies/{movieId}/screenplay/versions/{versionId}/restore", {
          params: { path: { movieId, versionId } },
        }),
      ),
    onSuccess: after,
  });
}

export function useImport(movieId: string) {
  const after = useAfterReplace(movieId);
  return useMutation({
    mutationFn: async (file: File) =>
      data(
        apiClient.POST("/api/movies/{movieId}/screenplay/import", {
          params: { path: { movieId } },
          body: { filename: file.name, content: await file.text() },
        }),
      ),
    onSuccess: after,
  });
}

// The title page alone, for a live screenplay (its text is saved through the live connection).
export function saveTitlePage(
  movieId: string,
  body: { titlePage: Screenplay["titlePage"]; version: number },
): Promise<Screenplay> {
  return data(
    apiClient.PUT("/api/movies/{movieId}/screenplay/title-page", {
      params: { path: { movieId } },
      body,
    }),
  );
}
