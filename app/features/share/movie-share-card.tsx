import { clsx } from "clsx";
import { ChevronDown, Globe2, Lock } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import type { Movie } from "#contracts/movie.ts";
import { MoviePoster } from "#app/features/movies/movie-poster";
import { isShared, SharedBadge } from "#app/features/movies/shared-badge";
import { ActiveLink } from "./active-link";
import { CreateLinkForm } from "./create-link-form";
import type { ShareLink } from "./share-api";
import { countOf } from "#contracts/plural.ts";
import { formatDate } from "#app/lib/format-date";

// The keepsake book is a step after sharing: its code loads when a movie's card opens, not with
// the page.
const KeepsakeBook = lazy(() =>
  import("./keepsake-book").then((m) => ({ default: m.KeepsakeBook })),
);

// One movie on the Share screen: private until a link exists; links are copied, sent to a
// service or to the device's share sheet, and revoked (the page answers 404 at once). A movie
// someone shared with the person shows only its keepsake book: links are its owner's to make,
// the book is the family's (decision 0058).
export function MovieShareCard({
  movie,
  links,
  defaultOpen,
}: {
  movie: Movie;
  links: ShareLink[];
  defaultOpen: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const active = links.filter((l) => l.state === "active");
  const past = links.filter((l) => l.state !== "active");
  const own = !isShared(movie);

  return (
    <li
      className="overflow-hidden rounded-2xl border border-line bg-white"
      data-testid="share-movie"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center gap-4 px-4 py-3.5 text-left hover:bg-cream/50"
      >
        <MoviePoster movie={movie} className="h-14 w-10 shrink-0 rounded-md [&_span]:text-lg" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{movie.title}</span>
          <span className="block text-sm text-ink-soft">
            {!own
              ? "Its owner shares it; you can make its book"
              : active.length === 0
                ? "Only you can read it"
                : countOf(active.length, "active link", "active links")}
          </span>
        </span>
        {!own ? (
          <SharedBadge movie={movie} />
        ) : active.length > 0 ? (
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-success/10 px-3 py-1.5 text-[13px] font-semibold text-success">
            <Globe2 className="size-3.5" aria-hidden />
            Shared
          </span>
        ) : (
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-cream px-3 py-1.5 text-[13px] font-semibold text-ink">
            <Lock className="size-3.5" aria-hidden />
            Private
          </span>
        )}
        <ChevronDown
          className={clsx(
            "size-5 shrink-0 text-ink-soft transition-transform",
            open && "rotate-180",
          )}
          aria-hidden
        />
      </button>
      {open && (
        <div id={bodyId} className="grid gap-4 border-t border-line px-4 pt-4 pb-5">
          {active.map((link) => (
            <ActiveLink key={link.id} link={link} title={movie.title} />
          ))}
          {own && <CreateLinkForm movieId={movie.id} another={active.length > 0} />}
          <Suspense fallback={null}>
            <KeepsakeBook movieId={movie.id} />
          </Suspense>
          {own && past.length > 0 && (
            <details className="text-sm text-ink-soft">
              <summary className="cursor-pointer">Past links ({past.length})</summary>
              <ul className="mt-2 grid gap-1">
                {past.map((l) => (
                  <li key={l.id} className="truncate">
                    {l.state === "revoked" ? "Revoked" : "Expired"} · {formatDate(l.createdAt)} · …
                    {l.token.slice(-6)}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </li>
  );
}
