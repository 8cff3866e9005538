import { ArrowLeft, MessagesSquare } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { LifeMapGap } from "#contracts/life-map.ts";
import { inputClasses } from "#app/components/ui/field";
import { FormAlert } from "#app/components/ui/form-alert";
import { PageHeader } from "#app/features/app-shell/page-header";
import { targetMovieId } from "#app/features/capture/compose-request";
import { startInterview, useLifeMap, useSetInterview } from "#app/features/interview/interview-api";
import { LifeMapView } from "#app/features/interview/life-map-view";
import { useMovies } from "#app/features/movies/movies-api";
import { interviewPath } from "#app/lib/paths";
import { countOf, nounFor } from "#contracts/plural.ts";

export function meta() {
  return [{ title: "Your life map · Lifescript" }];
}

const BIRTH_YEAR_KEY = "lifescript:birth-year";
const readBirthYear = (): number | null => {
  try {
    const value = Number(localStorage.getItem(BIRTH_YEAR_KEY));
    return Number.isInteger(value) && value >= 1900 ? value : null;
  } catch {
    return null;
  }
};

// /app/life-map: the person's scenes from every movie by year, and the parts of their life with
// no scene yet, each a place to start the interview.
export default function LifeMapRoute() {
  const id = useId();
  const navigate = useNavigate();
  const movies = useMovies();
  const setInterview = useSetInterview();
  const [birthYear, setBirthYear] = useState<number | null>(() => readBirthYear());
  const [yearText, setYearText] = useState(birthYear ? String(birthYear) : "");
  const map = useLifeMap(birthYear);
  const [starting, setStarting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const thisYear = new Date().getFullYear();
  const known = map.data?.birthYear ?? birthYear;

  function saveYear(text: string) {
    setYearText(text);
    const year = Number(text);
    if (/^\d{4}$/.test(text) && year >= 1900 && year <= thisYear) {
      setBirthYear(year);
      try {
        localStorage.setItem(BIRTH_YEAR_KEY, text);
      } catch {
        // the map still shows it until the page closes
      }
    }
  }

  async function startGap(gap: LifeMapGap) {
    const movieId = targetMovieId(null, movies.data ?? []);
    if (!movieId) return void navigate(interviewPath());
    setStarting(gap.topicId);
    setError(null);
    try {
      const made = await startInterview({
        id: crypto.randomUUID(),
        movieId,
        start: { kind: "period", topicId: gap.topicId },
        ...(known ? { birthYear: known } : {}),
      });
      setInterview(made, movieId);
      void navigate(interviewPath(movieId));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setStarting(null);
    }
  }

  const empty = map.data && map.data.years.length === 0 && map.data.gaps.length === 0;
  return (
    <div className="mx-auto max-w-2xl">
      <Link
        to="/app/movies"
        className="-ml-2 mb-3 inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-ink-soft hover:bg-cream hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All movies
      </Link>
      <PageHeader
        title="Your life map"
        description="Every dated scene from all your movies, year by year, and the parts of your life that have no scene yet."
      />
      <div className="mb-6 grid max-w-xs gap-1.5">
        <label htmlFor={`${id}-born`} className="text-sm font-medium text-ink">
          The year you were born
        </label>
        <input
          id={`${id}-born`}
          inputMode="numeric"
          placeholder="1956"
          maxLength={4}
          value={yearText}
          onChange={(event) => saveYear(event.target.value.trim())}
          aria-describedby={`${id}-born-hint`}
          className={`${inputClasses(false)} h-12`}
        />
        <p id={`${id}-born-hint`} className="text-[13px] text-ink-soft">
          {known && !yearText
            ? `Placed from ${known}, the year you gave in an interview.`
            : "So we can show the parts of your life with no scene yet."}
        </p>
      </div>
      {error && (
        <div className="mb-4">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      {map.isPending ? (
        <div role="status" aria-label="Loading your life map" className="grid gap-4">
          <div className="h-40 animate-pulse rounded-2xl border border-line bg-white" />
        </div>
      ) : map.isError ? (
        <FormAlert>We couldn't load your life map. {map.error.message}</FormAlert>
      ) : empty ? (
        <section className="rounded-3xl border border-dashed border-line bg-white/70 px-6 py-10 text-center">
          <h2 className="font-display text-2xl font-semibold">No dated scenes yet</h2>
          <p className="mx-auto mt-2 max-w-sm text-ink-soft">
            Give your scenes a date, or let us interview you: each answer becomes a scene with its
            year.
          </p>
          <Link
            to={interviewPath()}
            className="mt-6 inline-flex h-11 items-center gap-2 rounded-xl bg-ember px-5 font-medium text-white hover:bg-ember-dark"
          >
            <MessagesSquare className="size-4" aria-hidden />
            Interview me
          </Link>
        </section>
      ) : (
        map.data && (
          <>
            <LifeMapView
              map={map.data}
              starting={starting}
              onStartGap={(gap) => void startGap(gap)}
            />
            {map.data.undated > 0 && (
              <p className="mt-6 text-sm text-ink-soft">
                {nounFor(map.data.undated, {
                  one: "1 scene has no date yet, so it is not on the map.",
                  other: `${countOf(map.data.undated, "scene", "scenes")} have no date yet, so they are not on the map.`,
                })}
              </p>
            )}
          </>
        )
      )}
    </div>
  );
}
