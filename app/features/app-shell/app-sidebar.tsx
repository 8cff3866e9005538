import { clsx } from "clsx";
import { Map as MapIcon, Plus } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Logo } from "#app/components/ui/logo";
import { MoviePoster } from "#app/features/movies/movie-poster";
import { SharedBadge } from "#app/features/movies/shared-badge";
import { useMovies } from "#app/features/movies/movies-api";
import { lifeMapPath, scenesPath } from "#app/lib/paths";
import { activeSection, movieOfLocation, SECTIONS } from "./app-sections";
import { SECTION_ICONS } from "./bottom-nav";
import { sectionClick, useCapture } from "./use-capture";

// The desktop's navigation (from 1024 px): the logo, the three sections and the movies, each a
// link with its own address, the current one marked. It comes first in the page, as it is
// first on screen, so keyboard and screen-reader order follow the layout.
export function AppSidebar({ desktop }: { desktop: boolean }) {
  const { pathname, search } = useLocation();
  const active = activeSection(pathname);
  const { capture, sheet } = useCapture();

  return (
    <aside
      aria-label="Sidebar"
      className="sticky top-0 hidden h-dvh flex-col border-r border-line/80 bg-cream/45 lg:flex"
    >
      <div className="flex h-16 shrink-0 items-center px-5">
        <Logo to="/app" />
      </div>
      <nav aria-label="App sections" className="px-3 pt-2">
        <ul className="grid gap-0.5">
          {SECTIONS.map((item) => {
            const isActive = active === item.id;
            const Icon = SECTION_ICONS[item.id];
            return (
              <li key={item.id}>
                <Link
                  to={item.href}
                  aria-current={isActive ? "page" : undefined}
                  onClick={sectionClick(item.id, capture)}
                  className={clsx(
                    "flex h-10 items-center gap-3 rounded-xl px-3 text-[15px] font-semibold transition-colors",
                    isActive
                      ? "bg-ember/12 text-ember-dark"
                      : "text-ink-soft hover:bg-white hover:text-ink",
                  )}
                >
                  <Icon className="size-5" strokeWidth={isActive ? 2.3 : 2} aria-hidden />
                  {item.label}
                </Link>
              </li>
            );
          })}
          <li>
            <Link
              to={lifeMapPath}
              aria-current={pathname.startsWith(lifeMapPath) ? "page" : undefined}
              className={clsx(
                "mt-1 flex h-9 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors",
                pathname.startsWith(lifeMapPath)
                  ? "bg-white text-ink"
                  : "text-ink-soft hover:bg-white hover:text-ink",
              )}
            >
              <MapIcon className="size-[18px]" aria-hidden />
              Your life map
            </Link>
          </li>
        </ul>
      </nav>
      <SidebarMovies
        enabled={desktop}
        current={movieOfLocation(pathname, search)}
        pathname={pathname}
      />
      {sheet}
    </aside>
  );
}

function SidebarMovies({
  enabled,
  current,
  pathname,
}: {
  enabled: boolean;
  current: string | null;
  pathname: string;
}) {
  // Asked for only where the sidebar shows: a phone never loads the list for it.
  const movies = useMovies(enabled);
  const list = movies.data ?? [];
  return (
    <nav aria-labelledby="sidebar-movies" className="mt-6 flex min-h-0 flex-1 flex-col px-3 pb-4">
      <div className="flex items-center justify-between gap-2 px-3 pb-1.5">
        <h2
          id="sidebar-movies"
          className="text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase"
        >
          Movies
        </h2>
        <Link
          to="/app/movies?new"
          className="-mr-1.5 grid size-8 place-items-center rounded-full text-ink-soft hover:bg-white hover:text-ink"
          aria-label="New movie"
          title="New movie"
        >
          <Plus className="size-4" aria-hidden />
        </Link>
      </div>
      {movies.isPending ? (
        <div role="status" aria-label="Loading your movies" className="grid gap-1.5 px-3 pt-1">
          {[0, 1].map((i) => (
            <div key={i} className="h-8 animate-pulse rounded-lg bg-white/70" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <p className="px-3 pt-1 text-sm text-ink-soft">
          {movies.isError ? "Your movies could not be loaded." : "No movies yet."}
        </p>
      ) : (
        <ul className="-mx-1 grid min-h-0 grid-cols-1 gap-0.5 overflow-y-auto px-1">
          {list.map((movie) => {
            const href = scenesPath(movie.id);
            const isCurrent = current === movie.id;
            return (
              <li key={movie.id}>
                <Link
                  to={href}
                  // The page itself, or one of the movie's other screens (develop, share).
                  aria-current={isCurrent ? (pathname === href ? "page" : "true") : undefined}
                  className={clsx(
                    "flex h-10 items-center gap-2.5 rounded-xl px-2 text-sm transition-colors",
                    isCurrent
                      ? "bg-white font-semibold text-ink shadow-[0_1px_2px_rgba(28,23,20,0.06)]"
                      : "text-ink-soft hover:bg-white hover:text-ink",
                  )}
                >
                  <MoviePoster
                    movie={movie}
                    className="h-8 w-6 shrink-0 rounded-[4px] text-[10px] [&_span]:text-xs"
                  />
                  <span className="min-w-0 flex-1 truncate">{movie.title}</span>
                  <SharedBadge movie={movie} compact />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
