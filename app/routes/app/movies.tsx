import { ChevronRight, Plus, Users } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { MovieListError, MovieListSkeleton } from "#app/components/movie-list-states";
import { Button } from "#app/components/ui/button";
import { PageHeader } from "#app/features/app-shell/page-header";
import { ImportCard } from "#app/features/import/import-link";
import { LifeMapCard } from "#app/features/interview/interview-link";
import { MovieCard } from "#app/features/movies/movie-card";
import { useMovies } from "#app/features/movies/movies-api";
import { MoviesEmpty } from "#app/features/movies/movies-empty";

// The create sheet (its form library, schemas and cover upload) loads when first opened, not with
// the list (docs/ARCHITECTURE.md, Budgets); once loaded it stays, so it can animate closed.
const CreateMovieSheet = lazy(() =>
  import("#app/features/movies/create-movie-sheet").then((m) => ({ default: m.CreateMovieSheet })),
);

export function meta() {
  return [{ title: "Your movies · Lifescript" }];
}

// /app and /app/movies: the movie list (Capture). ?new opens the create sheet.
export default function MoviesRoute() {
  const movies = useMovies();
  const [params, setParams] = useSearchParams();
  const asked = params.has("new");
  const [creating, setCreating] = useState(asked);
  // The sidebar's "New movie" links here while the list may already be open.
  useEffect(() => {
    if (asked) setCreating(true);
  }, [asked]);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  useEffect(() => {
    if (creating) setSheetLoaded(true);
  }, [creating]);

  function setSheet(open: boolean) {
    setCreating(open);
    if (!open && params.has("new")) setParams({}, { replace: true });
  }

  const list = movies.data ?? [];

  return (
    <>
      <PageHeader
        title="Your movies"
        description={
          list.length > 0 ? "Each movie gathers the scenes of one story from your life." : undefined
        }
        action={
          list.length > 0 ? (
            <Button onClick={() => setSheet(true)} className="shrink-0">
              <Plus className="size-5" aria-hidden />
              <span>
                New<span className="sr-only sm:not-sr-only"> movie</span>
              </span>
            </Button>
          ) : undefined
        }
      />
      {movies.isPending ? (
        <MovieListSkeleton />
      ) : movies.isError && !movies.data ? (
        <MovieListError
          message={movies.error.message}
          onRetry={() => void movies.refetch()}
          retrying={movies.isFetching}
        />
      ) : list.length === 0 ? (
        <>
          <MoviesEmpty onCreate={() => setSheet(true)} />
          <div className="mt-4">
            <ImportCard />
          </div>
        </>
      ) : (
        <>
          <ul className="grid gap-3">
            {list.map((movie) => (
              <li key={movie.id}>
                <MovieCard movie={movie} />
              </li>
            ))}
          </ul>
          <Link
            to="/app/characters"
            className="mt-4 flex items-center gap-3 rounded-2xl border border-line bg-white/70 px-4 py-3.5 hover:bg-white"
          >
            <span className="grid size-10 place-items-center rounded-full bg-ember/10 text-ember-dark">
              <Users className="size-5" aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">Characters</span>
              <span className="block text-sm text-ink-soft">The people in your stories</span>
            </span>
            <ChevronRight className="size-5 text-ink-soft" aria-hidden />
          </Link>
          <div className="mt-3">
            <LifeMapCard />
          </div>
          <div className="mt-3">
            <ImportCard />
          </div>
        </>
      )}
      {(creating || sheetLoaded) && (
        <Suspense fallback={null}>
          <CreateMovieSheet open={creating} onOpenChange={setSheet} />
        </Suspense>
      )}
    </>
  );
}
