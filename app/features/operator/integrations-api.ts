import { useQuery } from "@tanstack/react-query";
import type { Integrations } from "#contracts/operator.ts";
import { apiClient, data } from "#app/lib/api-client";

// Operators only: the server answers 404 to everyone else (and the page's loader did already).
export function useIntegrations() {
  return useQuery({
    queryKey: ["operator", "integrations"],
    queryFn: ({ signal }): Promise<Integrations> =>
      data(apiClient.GET("/api/operator/integrations", { signal })),
    retry: false,
  });
}
