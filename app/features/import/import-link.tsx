import { ChevronRight, Download } from "lucide-react";
import { Link } from "react-router";
import { importPath } from "#app/lib/paths";

// The way to the import from the movie list (and, with a movie, from its scenes page).
export function ImportCard({ movieId }: { movieId?: string }) {
  return (
    <Link
      to={importPath(movieId)}
      className="flex items-center gap-3 rounded-2xl border border-line bg-white/70 px-4 py-3.5 hover:bg-white"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gold/15 text-[#7a5613]">
        <Download className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">
          Import from Instagram, Facebook, X, Google Photos, Day One
        </span>
        <span className="block text-sm text-ink-soft">
          Turn your posts, photos and journal entries into scenes
        </span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-ink-soft" aria-hidden />
    </Link>
  );
}

export function ImportButtonLink({ movieId }: { movieId: string }) {
  return (
    <Link
      to={importPath(movieId)}
      className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line bg-white px-3 text-sm font-medium hover:bg-cream"
    >
      <Download className="size-4" aria-hidden />
      Import posts and photos
    </Link>
  );
}
