import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

// Query settings: fresh 5 minutes, kept 10, no refetch on focus, up to 3 retries
// but never on a 4xx; mutations never retry.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 3;
        },
      },
      mutations: { retry: false },
    },
  });
}
