import { useMutation, useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "#app/components/ui/form-alert";
import { Logo } from "#app/components/ui/logo";
import { errorText } from "#app/features/auth/auth-error";
import { preserveGuestRecord } from "#app/features/guest/guest-storage";
import { MovieStarted } from "#app/features/guest/movie-started";
import { findGuestMovie, mayBeReturningGuest } from "#app/features/guest/returning-guest";
import { startMovie } from "#app/features/guest/start-movie";
import { MovieForm } from "#app/features/movies/movie-form";

export function meta() {
  return [
    { title: "Start your story · Lifescript" },
    {
      name: "description",
      content:
        "Start a movie of your life: give it a title and a genre. No account needed to begin.",
    },
  ];
}

// Public, no site chrome: a visitor starts a movie, as a guest if need be; a guest who comes
// back (same browser, guest session still there) finds the movie they started.
export default function MovifyRoute() {
  const start = useMutation({ mutationFn: startMovie });
  // Storage is read after hydration (the server cannot see it): only a browser that was a guest
  // here before asks the server, so a first visit shows the form at once.
  const [returning, setReturning] = useState(false);
  useEffect(() => setReturning(mayBeReturningGuest()), []);
  const guestMovie = useQuery({
    queryKey: ["movify", "guest-movie"],
    queryFn: findGuestMovie,
    enabled: returning,
    retry: false,
  });

  const started =
    start.data ?? (guestMovie.data ? { movie: guestMovie.data, isGuest: true } : null);

  return (
    <div className="relative min-h-dvh bg-paper">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-[420px] bg-[radial-gradient(70%_100%_at_50%_0%,rgba(217,164,65,0.25),transparent_70%)]"
      />
      <header className="relative mx-auto flex h-16 max-w-xl items-center justify-between px-5">
        <Logo />
        <Link
          to="/auth/login"
          onClick={() => preserveGuestRecord()}
          className="rounded-lg px-3 py-2 text-[15px] font-medium text-ink-soft hover:bg-cream hover:text-ink"
        >
          Sign in
        </Link>
      </header>
      <main className="relative mx-auto max-w-xl px-5 pt-6 pb-16">
        {started ? (
          <MovieStarted movie={started.movie} isGuest={started.isGuest} returning={!start.data} />
        ) : returning && guestMovie.isPending ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 py-24 text-sm text-ink-soft"
          >
            <Loader2 className="size-5 animate-spin text-ember" aria-hidden />
            Finding your movie...
          </p>
        ) : (
          <>
            {guestMovie.isError && (
              <div className="mb-6">
                <FormAlert>
                  {errorText(
                    guestMovie.error,
                    "We couldn't load the movie you started. Please reload the page.",
                  )}
                </FormAlert>
              </div>
            )}
            <p className="text-xs font-semibold tracking-[0.16em] text-ember uppercase">
              New movie
            </p>
            <h1 className="mt-3 font-display text-[36px] leading-[1.08] font-semibold tracking-tight sm:text-5xl">
              Every story starts with a title.
            </h1>
            <p className="mt-4 text-lg leading-relaxed text-ink-soft">
              Name the story you want to tell and choose its genre. You can change everything later.
            </p>
            <div className="mt-8 rounded-3xl border border-line/80 bg-white p-5 shadow-[0_12px_40px_-16px_rgba(42,35,32,0.18)] sm:p-7">
              <MovieForm
                onSubmit={(input) => start.mutate(input)}
                pending={start.isPending}
                error={
                  start.error
                    ? errorText(start.error, "We couldn't create your movie. Please try again.")
                    : null
                }
                submitLabel="Start my movie"
                pendingLabel="Starting your movie..."
              />
            </div>
            <p className="mt-5 text-center text-sm text-ink-soft">
              No account needed to begin. Sign up afterwards to keep your movie.
            </p>
          </>
        )}
      </main>
    </div>
  );
}
