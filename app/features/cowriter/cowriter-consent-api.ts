import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiClient, data, isNotConfigured } from "#app/lib/api-client";

// The browser side of /api/co-writer/consent. Kept apart from the actions (cowriter-api.ts) so
// the avatar menu's consent item, in every screen's first load, does not bring their contracts.

export const cowriterStatusKey = ["co-writer", "consent"] as const;

// 503 not_configured: the server has no model; the buttons say so and nothing retries.
export { isNotConfigured };

export function useCowriterStatus(enabled = true) {
  return useQuery({
    queryKey: cowriterStatusKey,
    queryFn: ({ signal }) => data(apiClient.GET("/api/co-writer/consent", { signal })),
    staleTime: 60_000,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 600),
    enabled,
  });
}

export function useSaveCowriterConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consentGiven: boolean) =>
      data(apiClient.PUT("/api/co-writer/consent", { body: { consentGiven } })),
    onSuccess: (saved) => queryClient.setQueryData(cowriterStatusKey, saved),
  });
}
