import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CategoryElement,
  CategoryElementCreate,
  CategoryElementUpdate,
  DevelopmentProgress,
  DevelopmentSuggestions,
  GroupedCategoryElements,
} from "#contracts/category-element.ts";
import type { BeatBoard, BeatBoardSave } from "#contracts/screenplay.ts";
import { apiClient, data } from "#app/lib/api-client";

export type {
  BeatBoard,
  CategoryElement,
  DevelopmentProgress,
  DevelopmentSuggestions,
  GroupedCategoryElements,
};

export const developmentKey = ["development"] as const;
export const groupedKey = (movieId: string) => ["category-elements", movieId, "grouped"] as const;
export const suggestionsKey = (movieId: string) => ["development", movieId, "suggestions"] as const;
export const beatBoardKey = (movieId: string) => ["beat-board", movieId] as const;

export function useDevelopment() {
  return useQuery({
    queryKey: developmentKey,
    queryFn: ({ signal }) => data(apiClient.GET("/api/development", { signal })),
  });
}

export const groupedQuery = (movieId: string) =>
  queryOptions({
    queryKey: groupedKey(movieId),
    queryFn: ({ signal }) =>
      data(
        apiClient.GET("/api/category-elements/{movieId}/grouped", {
          params: { path: { movieId } },
          signal,
        }),
      ),
  });

export function useGroupedElements(movieId: string) {
  return useQuery(groupedQuery(movieId));
}

export function useSuggestions(movieId: string) {
  return useQuery({
    queryKey: suggestionsKey(movieId),
    queryFn: ({ signal }) =>
      data(
        apiClient.GET("/api/movies/{movieId}/development/suggestions", {
          params: { path: { movieId } },
          signal,
        }),
      ),
  });
}

// Progress on the home and the movie's page follows every saved element.
function useInvalidateDevelopment(movieId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: groupedKey(movieId) }),
      queryClient.invalidateQueries({ queryKey: developmentKey }),
    ]);
}

export function useSaveElement(movieId: string) {
  const invalidate = useInvalidateDevelopment(movieId);
  return useMutation({
    mutationFn: (
      input:
        | { kind: "create"; payload: CategoryElementCreate }
        | { kind: "update"; id: string; payload: CategoryElementUpdate },
    ) =>
      input.kind === "create"
        ? data(apiClient.POST("/api/category-elements", { body: input.payload }))
        : data(
            apiClient.PATCH("/api/category-elements/{id}", {
              params: { path: { id: input.id } },
              body: input.payload,
            }),
          ),
    onSuccess: () => invalidate(),
  });
}

/** One development note as stored now (undefined when it is not stored). */
export async function fetchCategoryElement(
  movieId: string,
  id: string,
): Promise<CategoryElement | undefined> {
  const all = await data(
    apiClient.GET("/api/category-elements/{movieId}", { params: { path: { movieId } } }),
  );
  return all.find((e) => e.id === id);
}

export async function fetchBeatBoard(movieId: string): Promise<BeatBoard> {
  return data(apiClient.GET("/api/movies/{movieId}/beat-board", { params: { path: { movieId } } }));
}

export function useBeatBoard(movieId: string) {
  return useQuery({
    queryKey: beatBoardKey(movieId),
    queryFn: ({ signal }) =>
      data(
        apiClient.GET("/api/movies/{movieId}/beat-board", {
          params: { path: { movieId } },
          signal,
        }),
      ),
  });
}

export function useSaveBeatBoard(movieId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BeatBoardSave) =>
      data(
        apiClient.PUT("/api/movies/{movieId}/beat-board", {
          params: { path: { movieId } },
          body: payload,
        }),
      ),
    onSuccess: (board) => {
      queryClient.setQueryData(beatBoardKey(movieId), board);
      void queryClient.invalidateQueries({ queryKey: developmentKey });
    },
  });
}

export function newId(): string {
  return crypto.randomUUID();
}
