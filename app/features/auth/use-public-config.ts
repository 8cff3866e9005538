import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@contracts/system.ts";
import { api } from "~/lib/api-client";

export function usePublicConfig() {
  return useQuery({
    queryKey: ["public-config"],
    queryFn: ({ signal }) => api.get<PublicConfig>("/api/config", signal),
    staleTime: Infinity,
  });
}
