import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Movie } from "#contracts/movie.ts";
import {
  COMPOSE_DELAY_AFTER_NAV_MS,
  type ComposeNavState,
  requestComposeHere,
  targetMovieId,
} from "#app/features/capture/compose-request";
import { moviesQuery } from "#app/features/movies/movies-api";
import { isScenesPath, scenesPath } from "#app/lib/paths";

// Opened only when Capture finds no movie yet: its drawer and cover upload load then, keeping them
// out of every app screen's first load (docs/ARCHITECTURE.md, Budgets).
const CreateMovieSheet = lazy(() =>
  import("#app/features/movies/create-movie-sheet").then((m) => ({ default: m.CreateMovieSheet })),
);

/**
 * What Capture does: no movies → the create sheet; on a scenes page → the composer;
 * elsewhere → the target movie's scenes (the one last opened, else the most recently
 * updated), the composer opening after ~100 ms. `sheet` is the create sheet, to be rendered.
 */
export function useCapture(): { capture: () => void; sheet: React.ReactNode } {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);

  async function run() {
    if (isScenesPath(pathname)) {
      requestComposeHere();
      return;
    }
    let movies: Movie[];
    try {
      movies = await queryClient.fetchQuery(moviesQuery);
    } catch {
      void navigate("/app/movies");
      return;
    }
    const target = targetMovieId(null, movies);
    if (!target) {
      setCreating(true);
      return;
    }
    const state: ComposeNavState = { composeAfterMs: COMPOSE_DELAY_AFTER_NAV_MS };
    void navigate(scenesPath(target), { state });
  }

  const sheet = creating ? (
    <Suspense fallback={null}>
      <CreateMovieSheet open={creating} onOpenChange={setCreating} />
    </Suspense>
  ) : null;
  return { capture: () => void run(), sheet };
}

/** A plain left click, which a link may take over; any other (a new tab, a new window) it leaves
 * to the browser, so the link's address opens there. */
export function isPlainClick(event: React.MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** A section link's click: Capture opens the composer (or the movie sheet) where it is, on a plain
 * click; every other section, and a click for a new tab, follows the link. */
export function sectionClick(section: string, capture: () => void) {
  return (event: React.MouseEvent) => {
    if (section !== "capture" || !isPlainClick(event)) return;
    event.preventDefault();
    capture();
  };
}
