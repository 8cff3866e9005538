import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Proposal } from "#contracts/interview.ts";
import type {
  Interview,
  InterviewMove,
  InterviewStart,
  InterviewTopic,
} from "#contracts/interview-session.ts";
import type { LifeMap } from "#contracts/life-map.ts";
import type { Scene } from "#contracts/scene.ts";
import { apiClient, data } from "#app/lib/api-client";
import { answerInterviewThroughOutbox } from "#app/lib/offline/offline-writes";
import { currentInterviewQueryKey, interviewQueryKey } from "#app/lib/queries/interview";
import { moviesQueryKey } from "#app/lib/queries/movies";
import { scenesQueryKey } from "#app/lib/queries/scenes";

export type { Interview, InterviewTopic, LifeMap };

// The memory interview on the server (server/domain/interview/README.md). The interview in the
// query cache is what every device resumes; each write answers the interview as it now is.

export const interviewTopicsQueryKey = [...interviewQueryKey, "topics"] as const;
export { currentInterviewQueryKey };

export function useInterviewTopics() {
  return useQuery({
    queryKey: interviewTopicsQueryKey,
    queryFn: ({ signal }) =>
      data(apiClient.GET("/api/interview/topics", { signal })).then((r) => r.topics),
    staleTime: Infinity,
  });
}

export function useCurrentInterview(movieId: string | null) {
  return useQuery({
    queryKey: currentInterviewQueryKey(movieId ?? ""),
    queryFn: ({ signal }) =>
      data(
        apiClient.GET("/api/interviews/current", {
          params: { query: { movieId: movieId ?? "" } },
          signal,
        }),
      ).then((r) => r.data),
    enabled: Boolean(movieId),
  });
}

export function startInterview(input: {
  id: string;
  movieId: string;
  start: InterviewStart;
  birthYear?: number;
}): Promise<Interview> {
  return data(apiClient.POST("/api/interviews", { body: input }));
}

/** The interview after the answer, or null when the server could not be reached: the answer then
 * waits in the outbox (app/lib/offline) and is sent by its next sync. */
export function answerInterview(
  interview: { id: string; movieId: string },
  turnId: string,
  answer: string,
): Promise<Interview | null> {
  return answerInterviewThroughOutbox(
    interview.movieId,
    { interviewId: interview.id, turnId, answer },
    () =>
      data(
        apiClient.POST("/api/interviews/{id}/answers", {
          params: { path: { id: interview.id } },
          body: { turnId, answer },
        }),
      ),
  );
}

export function moveInterview(id: string, turnId: string, move: InterviewMove): Promise<Interview> {
  return data(
    apiClient.POST("/api/interviews/{id}/moves", {
      params: { path: { id } },
      body: { turnId, move },
    }),
  );
}

export function keepProposal(
  id: string,
  proposalId: string,
  sceneId: string,
  proposal: Proposal,
): Promise<{ scene: Scene; interview: Interview }> {
  return data(
    apiClient.POST("/api/interviews/{id}/proposals/{proposalId}/keep", {
      params: { path: { id, proposalId } },
      body: { sceneId, proposal },
    }),
  );
}

export function dismissProposal(id: string, proposalId: string): Promise<Interview> {
  return data(
    apiClient.POST("/api/interviews/{id}/proposals/{proposalId}/dismiss", {
      params: { path: { id, proposalId } },
    }),
  );
}

/** Puts the interview the server answered into the cache (and, after a kept scene, marks the
 * movie's scenes and the movie list to be read again). */
export function useSetInterview() {
  const queryClient = useQueryClient();
  return useCallback(
    (interview: Interview | null, movieId: string, sceneKept = false) => {
      queryClient.setQueryData(currentInterviewQueryKey(movieId), interview);
      if (sceneKept) {
        void queryClient.invalidateQueries({ queryKey: scenesQueryKey(movieId) });
        void queryClient.invalidateQueries({ queryKey: moviesQueryKey });
      }
    },
    [queryClient],
  );
}

export const lifeMapQueryKey = (birthYear: number | null) => ["life-map", birthYear] as const;

export function useLifeMap(birthYear: number | null) {
  return useQuery({
    queryKey: lifeMapQueryKey(birthYear),
    queryFn: ({ signal }) =>
      data(
        apiClient.GET("/api/life-map", {
          params: { query: birthYear ? { birthYear } : {} },
          signal,
        }),
      ),
  });
}
