import type { QueryClient } from "@tanstack/react-query";
import type { Movie } from "#contracts/movie.ts";
import { movieQueryKey, moviesQueryKey } from "#app/lib/queries/movies";
import { ordered, type OutboxEntry } from "./outbox";
import { recordConflictOf } from "./record-conflicts";
import type { RecordConflict, ScreenplayConflict } from "./sync-status";

// The conflicts the screens show, from the entries that wait for the person's choice. One
// conflict object per entry change, so an unchanged list keeps the same snapshot (the status
// store's subscribers re-render only when a conflict really changed).
export function conflictList(queryClient: QueryClient) {
  const shownConflicts = new Map<
    string,
    { rev: number; conflict: ScreenplayConflict | RecordConflict | null }
  >();
  function shown<T>(entry: OutboxEntry, make: () => T): T {
    const kept = shownConflicts.get(entry.id);
    if (kept?.rev === entry.rev) return kept.conflict as T;
    const conflict = make();
    shownConflicts.set(entry.id, { rev: entry.rev, conflict: conflict as never });
    return conflict;
  }

  function movieTitle(movieId: string): string {
    const movie = queryClient.getQueryData<Movie>(movieQueryKey(movieId));
    const listed = queryClient.getQueryData<Movie[]>(moviesQueryKey)?.find((m) => m.id === movieId);
    return movie?.title ?? listed?.title ?? "Untitled movie";
  }

  return function conflicts(entries: readonly OutboxEntry[]) {
    const screenplays: ScreenplayConflict[] = [];
    const records: RecordConflict[] = [];
    for (const entry of ordered(entries)) {
      if (!entry.conflict) continue;
      if (entry.kind === "screenplay.save" && entry.theirs) {
        const theirs = entry.theirs;
        screenplays.push(
          shown(entry, () => ({
            id: entry.id,
            movieId: entry.recordId,
            movieTitle: movieTitle(entry.recordId),
            mine: entry.body.fountain,
            theirs: theirs.fountain,
            theirsSavedAt: theirs.savedAt,
          })),
        );
      } else {
        const conflict = shown(entry, () => recordConflictOf(entry));
        if (conflict) records.push(conflict);
      }
    }
    return { screenplays, records };
  };
}
