import { Users } from "lucide-react";
import type { Movie } from "#contracts/movie.ts";

// A movie someone else owns and shared with the caller. A movie kept from before roles existed
// (an older offline copy) has none, and is the caller's own.
export function isShared(movie: Movie): boolean {
  return movie.role !== undefined && movie.role !== "owner";
}

// "Shared by Ana": whose movie this is, on the library and in the sidebar.
export function SharedBadge({ movie, compact }: { movie: Movie; compact?: boolean }) {
  if (!isShared(movie)) return null;
  const by = movie.ownerName ? `Shared by ${movie.ownerName}` : "Shared with you";
  if (compact)
    return (
      <span title={by} className="shrink-0 text-ink-soft">
        <Users className="size-3.5" aria-hidden />
        <span className="sr-only">{by}</span>
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-cream px-2 py-0.5 text-[11px] font-semibold tracking-normal text-ink-soft normal-case">
      <Users className="size-3" aria-hidden />
      {by}
    </span>
  );
}
