import { useQuery } from "@tanstack/react-query";
import type { EmotionPoint } from "#contracts/emotion-arc.ts";
import { apiClient, data } from "#app/lib/api-client";

export type { EmotionPoint };

// The arc follows the screenplay's order (the beat board's, then dates) and the scenes' feelings
// and words: `revision` names what it was computed from (the board's version and the scenes'
// last changes), so a saved board or an edited scene asks for it again.
export function useEmotionArc(movieId: string, revision: string) {
  return useQuery({
    queryKey: ["emotion-arc", movieId, revision],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET("/api/movies/{movieId}/emotion-arc", {
          params: { path: { movieId } },
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
  });
}
