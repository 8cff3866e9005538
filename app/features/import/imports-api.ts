import { useQuery } from "@tanstack/react-query";
import type {
  AppliedImport,
  ApplyImport,
  CreatedImport,
  Import,
  ImportStatus,
} from "@contracts/imports.ts";
import { api } from "~/lib/api-client";

export const importQueryKey = (id: string) => ["imports", id] as const;

const path = (id: string) => `/api/imports/${encodeURIComponent(id)}`;

export function createImport(movieId: string): Promise<CreatedImport> {
  return api.post<CreatedImport>("/api/imports", { movieId });
}

export function startImport(id: string): Promise<Import> {
  return api.post<Import>(`${path(id)}/start`);
}

export function getImport(id: string, signal?: AbortSignal): Promise<Import> {
  return api.get<Import>(path(id), signal);
}

export function applyImport(id: string, body: ApplyImport): Promise<AppliedImport> {
  return api.post<AppliedImport>(`${path(id)}/apply`, body);
}

export function abandonImport(id: string): Promise<null> {
  return api.delete<null>(path(id));
}

// The server works on its own while unpacking and importing: the page asks again each second.
const WORKING: ImportStatus[] = ["unpacking", "importing"];

export function useImport(id: string | null) {
  return useQuery({
    queryKey: importQueryKey(id ?? ""),
    queryFn: ({ signal }) => getImport(id ?? "", signal),
    enabled: Boolean(id),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && WORKING.includes(query.state.data.status) ? 1000 : false,
  });
}
