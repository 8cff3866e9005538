import { Clapperboard, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { Movie } from "#contracts/movie.ts";
import { buttonClasses } from "#app/components/ui/button";
import { GuestSceneStarter } from "#app/features/capture/guest-scene-starter";
import { preserveGuestRecord } from "#app/features/guest/guest-storage";
import { genreLabel } from "#app/features/movies/movie-labels";

function TitleCard({ movie }: { movie: Movie }) {
  const genre = genreLabel(movie.genre);
  return (
    <div className="relative overflow-hidden rounded-2xl bg-night p-6 text-paper shadow-lg sm:p-8">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(70%_90%_at_100%_0%,rgba(217,164,65,0.35),transparent_65%)]"
      />
      <div className="relative">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.16em] text-gold uppercase">
          <Clapperboard className="size-4" aria-hidden />
          {genre ? `${genre} · Draft` : "Draft"}
        </p>
        <h2 className="mt-4 font-display text-3xl leading-tight font-semibold break-words sm:text-4xl">
          {movie.title}
        </h2>
        {movie.description && (
          <p className="mt-3 leading-relaxed break-words text-paper/80">{movie.description}</p>
        )}
      </div>
    </div>
  );
}

// A movie just started, or (returning) the one a guest started on an earlier visit.
export function MovieStarted({
  movie,
  isGuest,
  returning = false,
}: {
  movie: Movie;
  isGuest: boolean;
  returning?: boolean;
}) {
  return (
    <div className="grid gap-6" role="status" aria-live="polite">
      <div>
        <p className="flex items-center gap-2 text-sm font-semibold text-success">
          <Sparkles className="size-4" aria-hidden />
          {returning ? "Welcome back" : "Your movie has begun"}
        </p>
        <h1 className="mt-2 font-display text-[34px] leading-tight font-semibold tracking-tight">
          {returning ? "Your movie is right where you left it." : "Roll camera."}
        </h1>
      </div>
      <TitleCard movie={movie} />
      {isGuest && <GuestSceneStarter movieId={movie.id} />}
      {isGuest ? (
        <div className="rounded-2xl border border-line bg-white p-5 sm:p-6">
          <h2 className="text-lg font-semibold">Save it to an account</h2>
          <p className="mt-1.5 leading-relaxed text-ink-soft">
            Right now it lives in a guest session on this device. Create an account (or sign in) and
            it moves into your library with every scene.
          </p>
          <div className="mt-5 grid gap-3 sm:grid-cols-2">
            <Link
              to="/auth/signup"
              onClick={() => preserveGuestRecord()}
              className={buttonClasses({ size: "lg", block: true })}
            >
              Sign up to keep it
            </Link>
            <Link
              to="/auth/login"
              onClick={() => preserveGuestRecord()}
              className={buttonClasses({ variant: "secondary", size: "lg", block: true })}
            >
              I have an account
            </Link>
          </div>
        </div>
      ) : (
        <Link to="/app/movies" className={buttonClasses({ size: "lg", block: true })}>
          Open your library
        </Link>
      )}
    </div>
  );
}
