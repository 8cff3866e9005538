import { ChevronRight, Map as MapIcon, MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import { interviewPath, lifeMapPath } from "#app/lib/paths";

// The way into the memory interview: from Capture (the composer) and a movie with no scene yet.
export function InterviewMeLink({
  movieId,
  variant = "button",
  onClick,
}: {
  movieId?: string | null;
  variant?: "button" | "large";
  onClick?: () => void;
}) {
  return (
    <Link
      to={interviewPath(movieId ?? undefined)}
      onClick={onClick}
      className={
        variant === "large"
          ? "inline-flex h-13 items-center gap-2 rounded-xl border border-line bg-white px-6 text-base font-medium hover:bg-cream"
          : "inline-flex h-9 items-center gap-1.5 rounded-lg border border-line bg-white px-3 text-sm font-medium hover:bg-cream"
      }
    >
      <MessagesSquare className={variant === "large" ? "size-5" : "size-4"} aria-hidden />
      Interview me
    </Link>
  );
}

// The life map from Capture's list of movies (phones have no sidebar to reach it from).
export function LifeMapCard() {
  return (
    <Link
      to={lifeMapPath}
      className="flex items-center gap-3 rounded-2xl border border-line bg-white/70 px-4 py-3.5 hover:bg-white"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-ember/10 text-ember-dark">
        <MapIcon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">Your life map</span>
        <span className="block text-sm text-ink-soft">
          Your scenes by year, and the years we can ask you about
        </span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-ink-soft" aria-hidden />
    </Link>
  );
}
