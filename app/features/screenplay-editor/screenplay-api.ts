import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Screenplay,
  ScreenplaySave,
  ScreenplayVersion,
  ScreenplayVersionSummary,
} from "#contracts/screenplay.ts";
import { developmentKey } from "#app/features/develop/develop-api";
import { saveScreenplayThroughOutbox } from "#app/lib/offline/offline-writes";
import { api } from "#app/lib/api-client";
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
    api.put<Screenplay>(`/api/movies/${movieId}/screenplay`, body),
  );
}

export function useVersions(movieId: string) {
  return useQuery({
    queryKey: versionsKey(movieId),
    queryFn: ({ signal }) =>
      api.get<ScreenplayVersionSummary[]>(`/api/movies/${movieId}/screenplay/versions`, signal),
  });
}

export function fetchVersion(movieId: string, versionId: string): Promise<ScreenplayVersion> {
  return api.get<ScreenplayVersion>(`/api/movies/${movieId}/screenplay/versions/${versionId}`);
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
      api.post<{ screenplay: Screenplay; versionId: string }>(
        `/api/movies/${movieId}/screenplay/compile`,
        force ? { force: true } : {},
      ),
    onSuccess: (result) => after(result.screenplay),
  });
}

export function useRestore(movieId: string) {
  const after = useAfterReplace(movieId);
  return useMutation({
    mutationFn: (versionId: string) =>
      api.post<Screenplay>(`/api/movies/${movieId}/screenplay/versions/${versionId}/restore`),
    onSuccess: after,
  });
}

export function useImport(movieId: string) {
  const after = useAfterReplace(movieId);
  return useMutation({
    mutationFn: async (file: File) =>
      api.post<Screenplay>(`/api/movies/${movieId}/screenplay/import`, {
        filename: file.name,
        content: await file.text(),
      }),
    onSuccess: after,
  });
}
