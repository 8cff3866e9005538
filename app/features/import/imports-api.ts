import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AppliedImport,
  type ApplyImport,
  type CreatedImport,
  type Import,
  type ImportStatus,
  IMPORT_ITEMS_PAGE_MAX,
} from "#contracts/imports.ts";
import { apiClient, data, done } from "#app/lib/api-client";
import { type ImportView, pollImport } from "./import-poll";

export const importQueryKey = (id: string) => ["imports", id] as const;

export function createImport(movieId: string): Promise<CreatedImport> {
  return data(apiClient.POST("/api/imports", { body: { movieId } }));
}

export function startImport(id: string): Promise<Import> {
  return data(
    apiClient.POST("/api/imports/{importId}/start", { params: { path: { importId: id } } }),
  );
}

// One page of the preview items added or changed after itemsSince (none: from the start).
export function getImport(
  id: string,
  itemsSince: string | undefined,
  signal?: AbortSignal,
): Promise<Import> {
  return data(
    apiClient.GET("/api/imports/{importId}", {
      params: {
        path: { importId: id },
        query: {
          itemsLimit: IMPORT_ITEMS_PAGE_MAX,
          ...(itemsSince === undefined ? {} : { itemsSince }),
        },
      },
      signal,
    }),
  );
}

export function applyImport(id: string, body: ApplyImport): Promise<AppliedImport> {
  return data(
    apiClient.POST("/api/imports/{importId}/apply", { params: { path: { importId: id } }, body }),
  );
}

export async function abandonImport(id: string): Promise<null> {
  await done(apiClient.DELETE("/api/imports/{importId}", { params: { path: { importId: id } } }));
  return null;
}

// The server works on its own while unpacking and importing: the page asks again each second.
const WORKING: ImportStatus[] = ["unpacking", "importing"];

// The import as the page knows it (ImportView): each poll starts from the cursor of the one
// before, kept in the query's own data, so it carries only what changed; a reload starts afresh.
export function useImport(id: string | null) {
  const queryClient = useQueryClient();
  const key = importQueryKey(id ?? "");
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      pollImport(
        (itemsSince) => getImport(id ?? "", itemsSince, signal),
        queryClient.getQueryData<ImportView>(key),
        (partial) => queryClient.setQueryData(key, partial),
      ),
    enabled: Boolean(id),
    staleTime: 0,
    // mergeItems already keeps every unchanged item's object; comparing 5,000 items deeply at
    // each poll would only repeat that.
    structuralSharing: false,
    refetchInterval: (query) => {
      const view = query.state.data;
      if (!view) return false;
      if (view.moreItems) return 1;
      return WORKING.includes(view.job.status) ? 1000 : false;
    },
  });
}
