import type { QueryClient } from "@tanstack/react-query";
import type { Character } from "#contracts/character.ts";
import type { Movie } from "#contracts/movie.ts";
import type { Scene } from "#contracts/scene.ts";
import { charactersQueryKey } from "#app/lib/queries/characters";
import { interviewQueryKey } from "#app/lib/queries/interview";
import { movieQueryKey, moviesQueryKey } from "#app/lib/queries/movies";
import { scenesQueryKey } from "#app/lib/queries/scenes";
import { screenplayKey } from "#app/lib/queries/screenplay";
import type { OutboxEntry } from "./outbox";
import type { Landed } from "./send";
import type { Screenplay } from "#contracts/screenplay.ts";

// A write reached the server: its answer replaces what the screens showed, and the lists it
// changes are fetched again. The tab that sent it does this, and every other tab of the same
// person when it hears of it.
export function showLanded(queryClient: QueryClient, entry: OutboxEntry, record: Landed): void {
  const q = queryClient;
  const refetchMovies = () => void q.invalidateQueries({ queryKey: moviesQueryKey, exact: true });
  switch (entry.kind) {
    case "screenplay.save":
      q.setQueryData(screenplayKey(entry.recordId), record as Screenplay);
      return;
    case "movie.create":
    case "movie.update":
      q.setQueryData(movieQueryKey(entry.recordId), record as Movie);
      refetchMovies();
      return;
    case "movie.delete":
      refetchMovies();
      return;
    case "scene.create":
    case "scene.update": {
      const scene = record as Scene;
      q.setQueryData<Scene[]>(scenesQueryKey(scene.movieId), (list) =>
        list?.map((s) => (s.id === scene.id ? scene : s)),
      );
      refetchMovies();
      return;
    }
    case "scenes.reorder":
      q.setQueryData(scenesQueryKey(entry.movieId), record as Scene[]);
      return;
    case "scene.delete":
      void q.invalidateQueries({ queryKey: scenesQueryKey(entry.movieId) });
      refetchMovies();
      return;
    case "character.create":
    case "character.update": {
      const character = record as Character;
      for (const key of [charactersQueryKey(entry.movieId), charactersQueryKey()]) {
        q.setQueryData<Character[]>(key, (list) =>
          list?.map((c) => (c.id === character.id ? character : c)),
        );
      }
      return;
    }
    case "character.delete":
      // Scenes that named the character drop it.
      void q.invalidateQueries({ queryKey: charactersQueryKey() });
      void q.invalidateQueries({ queryKey: scenesQueryKey(entry.movieId) });
      return;
    case "draft.save":
    case "draft.delete":
      return;
    case "interview.answer":
      // The next question and the answer's proposals: the server made them.
      void q.invalidateQueries({ queryKey: interviewQueryKey });
      return;
  }
}
