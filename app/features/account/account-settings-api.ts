import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SignedInSessions } from "#contracts/account-settings.ts";
import { apiClient, data, done } from "#app/lib/api-client";
import { authClient } from "#app/lib/auth-client";
import { authErrorMessage, type AuthClientError } from "#app/features/auth/auth-error";

export const sessionsKey = ["account-sessions"] as const;
export const linkedAccountsKey = ["linked-account-list"] as const;

export function useSignedInSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }): Promise<SignedInSessions> =>
      data(apiClient.GET("/api/account/sessions", { signal })),
  });
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      done(apiClient.DELETE("/api/account/sessions/{id}", { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => data(apiClient.POST("/api/account/sessions/sign-out-others")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export async function reauthenticate(password: string): Promise<null> {
  await done(apiClient.POST("/api/account/reauthenticate", { body: { password } }));
  return null;
}

// The ways into the account: "credential" (email and password), "google", "apple".
export function useLinkedAccounts() {
  return useQuery({
    queryKey: linkedAccountsKey,
    queryFn: async () => {
      const { data, error } = await authClient.listAccounts();
      if (error) throw new Error(authErrorMessage(error, "Could not read your sign-in methods"));
      return data.map((a) => ({ id: a.id, providerId: a.providerId }));
    },
  });
}

// A Better Auth call made into a thrown Error with a sentence (and the code kept), for forms.
export class AuthActionError extends Error {
  readonly code: string | undefined;
  constructor(error: AuthClientError, fallback: string) {
    super(authErrorMessage(error, fallback));
    this.code = error.code ?? undefined;
  }
}

export async function unwrap<T>(
  request: Promise<{ data: T | null; error: AuthClientError | null }>,
  fallback: string,
): Promise<T> {
  const { data, error } = await request;
  if (error) throw new AuthActionError(error, fallback);
  return data as T;
}
