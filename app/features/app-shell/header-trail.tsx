import { ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useMovies } from "#app/features/movies/movies-api";
import { trailOf } from "./app-sections";

// On a desktop the logo is in the sidebar; the header's left edge, in line with the page's,
// says where the page is: its section, the movie, the screen.
export function HeaderTrail({ enabled }: { enabled: boolean }) {
  const { pathname, search } = useLocation();
  const movies = useMovies(enabled);
  const titles = new Map((movies.data ?? []).map((m) => [m.id, m.title]));
  const trail = trailOf(pathname, search, (id) => titles.get(id));
  return (
    <nav aria-label="You are here" className="hidden min-w-0 lg:block">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm">
        {trail.map((step, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={step.href + step.label} className="flex min-w-0 items-center gap-1">
              {i > 0 && <ChevronRight className="size-4 shrink-0 text-ink-soft" aria-hidden />}
              <Link
                to={step.href}
                aria-current={last ? "page" : undefined}
                className={
                  last
                    ? "truncate rounded-sm font-semibold text-ink"
                    : "truncate rounded-sm text-ink-soft hover:text-ink"
                }
              >
                {step.label}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
