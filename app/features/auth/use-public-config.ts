import { useQuery } from "@tanstack/react-query";
import { apiClient, data } from "#app/lib/api-client";

export function usePublicConfig() {
  return useQuery({
    queryKey: ["public-config"],
    queryFn: ({ signal }) => data(apiClient.GET("/api/config", { signal })),
    staleTime: Infinity,
  });
}

// Whether a link sent by email reaches anyone: through SMTP, or the development outbox a developer
// reads. Without either, what waits for an emailed link (confirming an address, a password reset,
// a new sign-in email) is left out. Undefined until the config has loaded.
export function useMailReachesPeople(): boolean | undefined {
  const config = usePublicConfig();
  return config.data ? config.data.mail === "smtp" || config.data.devMail : undefined;
}
