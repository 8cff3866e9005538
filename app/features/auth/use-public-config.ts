import { useQuery } from "@tanstack/react-query";
import { api } from "~/lib/api-client";

export type PublicConfig = {
  auth: { google: boolean; apple: boolean };
  mail: "smtp" | "outbox";
  devMail: boolean;
};

export function usePublicConfig() {
  return useQuery({
    queryKey: ["public-config"],
    queryFn: ({ signal }) => api.get<PublicConfig>("/api/config", signal),
    staleTime: Infinity,
  });
}
