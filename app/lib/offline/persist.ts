import { dehydrate, hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { OFFLINE_CACHE_MAX_BYTES } from "#contracts/cache-sync.ts";
import { jsonBytes, withinBudget } from "./budget";
import { readKv, writeKv } from "./offline-db";

// The screens' query cache kept in IndexedDB per user (decision 0035), so movies, scenes,
// characters and screenplays open with no network. Kept within the 5 MB budget, newest first;
// a record not in memory any more (garbage-collected after 10 minutes) stays in the store.

const PERSISTED_ROOTS = new Set(["movies", "scenes", "characters", "screenplay", "development"]);
const SAVE_DELAY_MS = 1_000;
// A new shape of the stored cache throws the old one away instead of misreading it.
const FORMAT = 1;

type Stored = { format: number; savedAt: number; queries: DehydratedState["queries"] };

const storeKey = (userId: string) => `query-cache:${userId}`;

export async function restoreQueryCache(queryClient: QueryClient, userId: string): Promise<void> {
  const stored = await readKv<Stored>(storeKey(userId));
  if (!stored || stored.format !== FORMAT) return;
  // Only what the cache does not already hold newer: hydrate keeps the fresher copy.
  hydrate(queryClient, { mutations: [], queries: stored.queries });
}

async function save(queryClient: QueryClient, userId: string): Promise<void> {
  const current = dehydrate(queryClient, {
    shouldDehydrateQuery: (q) =>
      q.state.status === "success" && PERSISTED_ROOTS.has(String(q.queryKey[0])),
  }).queries;
  const stored = await readKv<Stored>(storeKey(userId));
  const inMemory = new Set(current.map((q) => q.queryHash));
  const kept =
    stored?.format === FORMAT ? stored.queries.filter((q) => !inMemory.has(q.queryHash)) : [];
  const sized = [...current, ...kept].map((query) => ({
    query,
    bytes: jsonBytes(query),
    updatedAt: query.state.dataUpdatedAt,
  }));
  const queries = withinBudget(sized, OFFLINE_CACHE_MAX_BYTES).map((s) => s.query);
  await writeKv(storeKey(userId), {
    format: FORMAT,
    savedAt: Date.now(),
    queries,
  } satisfies Stored);
}

// Saves the cache a second after it last changed; answers the stop function.
export function persistQueryCache(queryClient: QueryClient, userId: string): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const schedule = () => {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = null;
      if (!stopped)
        save(queryClient, userId).catch((e: unknown) => console.warn("Offline cache not saved", e));
    }, SAVE_DELAY_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "success") schedule();
  });
  return () => {
    stopped = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
