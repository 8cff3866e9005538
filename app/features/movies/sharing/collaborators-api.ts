import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  collaboratorCreatedSchema,
  collaboratorListSchema,
  collaboratorSchema,
  invitationAcceptedSchema,
  invitationSchema,
  type CollaboratorCreate,
  type CollaboratorUpdate,
} from "#contracts/collaboration.ts";
import { apiErrorFrom } from "#app/lib/api-client";
import { parseBody } from "#app/lib/api/errors";
import { send } from "#app/lib/api/send";
import { moviesQueryKey } from "#app/lib/queries/movies";

// The people a movie is shared with, and the invitation link they open. Every answer is read
// through its contract schema, so a server that answers something else fails here, loudly.
async function call<S extends z.ZodType>(
  path: string,
  method: string,
  schema: S | null,
  body?: unknown,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const response = await send(path, {
    method,
    body:
      body === undefined
        ? method === "GET" || method === "DELETE"
          ? undefined
          : "{}"
        : JSON.stringify(body),
    contentType: method === "GET" || method === "DELETE" ? undefined : "application/json",
    signal,
  });
  const answer = response.status === 204 ? null : await parseBody(response);
  if (!response.ok) throw apiErrorFrom(response, answer);
  return (schema ? schema.parse(answer) : null) as z.output<S>;
}

const collaboratorsPath = (movieId: string) =>
  `/api/movies/${encodeURIComponent(movieId)}/collaborators`;

export const collaboratorsKey = (movieId: string) => ["collaborators", movieId] as const;

export function useCollaborators(movieId: string, enabled = true) {
  return useQuery({
    queryKey: collaboratorsKey(movieId),
    queryFn: ({ signal }) =>
      call(collaboratorsPath(movieId), "GET", collaboratorListSchema, undefined, signal),
    enabled,
  });
}

export function useInviteCollaborator(movieId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: CollaboratorCreate) =>
      call(collaboratorsPath(movieId), "POST", collaboratorCreatedSchema, invite),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaboratorsKey(movieId) }),
  });
}

export function useChangeCollaboratorRole(movieId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...update }: CollaboratorUpdate & { id: string }) =>
      call(
        `${collaboratorsPath(movieId)}/${encodeURIComponent(id)}`,
        "PATCH",
        collaboratorSchema,
        update,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collaboratorsKey(movieId) }),
  });
}

export function useRemoveCollaborator(movieId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(`${collaboratorsPath(movieId)}/${encodeURIComponent(id)}`, "DELETE", null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collaboratorsKey(movieId) }),
  });
}

const invitationPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ["invitation", token],
    queryFn: ({ signal }) =>
      call(invitationPath(token), "GET", invitationSchema, undefined, signal),
    // An unknown or spent link stays so: asking again says the same.
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(`${invitationPath(token)}/accept`, "POST", invitationAcceptedSchema, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moviesQueryKey }),
  });
}
