import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient, data, done } from "#app/lib/api-client";
import { authClient } from "#app/lib/auth-client";
import type { AccountExport, DeleteAccount } from "#contracts/account.ts";

export type { AccountExport };

const exportKey = (id: string) => ["account-export", id] as const;

// An export being built is asked about every 2 s until it is done, failed or expired.
export const isExportSettled = (e: AccountExport | undefined) =>
  e !== undefined && e.status !== "queued" && e.status !== "running";

export function useAccountExport(id: string | null) {
  return useQuery({
    queryKey: exportKey(id ?? ""),
    queryFn: ({ signal }) =>
      data(
        apiClient.GET("/api/account/export/{id}", { params: { path: { id: id ?? "" } }, signal }),
      ),
    enabled: Boolean(id),
    refetchInterval: (query) => (isExportSettled(query.state.data) ? false : 2000),
  });
}

export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => data(apiClient.POST("/api/account/export")),
    onSuccess: (started) => queryClient.setQueryData(exportKey(started.id), started),
  });
}

export async function deleteAccount(body: DeleteAccount): Promise<null> {
  await done(apiClient.DELETE("/api/account", { body }));
  return null;
}

// Whether the account signs in with a password (else Google or Apple, and deleting it needs a
// fresh sign-in instead of the password).
export function useHasPassword() {
  return useQuery({
    queryKey: ["linked-accounts"],
    queryFn: async () => {
      const { data, error } = await authClient.listAccounts();
      if (error) throw new Error(error.message ?? "Could not read your sign-in methods");
      return data.some((a) => a.providerId === "credential");
    },
  });
}
