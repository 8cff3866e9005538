import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { InterviewStart } from "#contracts/interview-session.ts";
import { FormAlert } from "#app/components/ui/form-alert";
import { Button } from "#app/components/ui/button";
import { PageHeader } from "#app/features/app-shell/page-header";
import { usePublicConfig } from "#app/features/auth/use-public-config";
import { rememberSelectedMovie, targetMovieId } from "#app/features/capture/compose-request";
import { MovieChoice, NEW_MOVIE } from "#app/features/import/movie-choice";
import {
  startInterview,
  useCurrentInterview,
  useSetInterview,
} from "#app/features/interview/interview-api";
import { InterviewSession } from "#app/features/interview/interview-session";
import { StartPicker } from "#app/features/interview/start-picker";
import { createMovie, moviesQueryKey, useMovies } from "#app/features/movies/movies-api";
import { isShared } from "#app/features/movies/shared-badge";
import { VoiceRecorder } from "#app/features/voice/voice-recorder";
import { lifeMapPath, scenesPath } from "#app/lib/paths";

export function meta() {
  return [{ title: "Interview me · Lifescript" }];
}

// /app/interview?movie=…: Lifescript asks, one question at a time, and each answer proposes scenes
// for the movie. The interview lives on the server, so a reload or another device resumes it.
export default function InterviewRoute() {
  const [params, setParams] = useSearchParams();
  const movieParam = params.get("movie");
  const queryClient = useQueryClient();
  const config = usePublicConfig();
  const movies = useMovies();
  // Only one's own movies: the interview asks about the owner's life (decision 0058).
  const list = (movies.data ?? []).filter((movie) => !isShared(movie));
  const fallback = movies.data ? targetMovieId(null, list) : null;
  const movieId = movieParam ?? fallback;
  const current = useCurrentInterview(movieId);
  const setInterview = useSetInterview();
  const [choice, setChoice] = useState<string | null>(null);
  const [newTitle, setNewTitle] = useState("");
  const [titleError, setTitleError] = useState<string>();
  const [picking, setPicking] = useState(false);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  useEffect(() => {
    if (movieParam) rememberSelectedMovie(movieParam);
  }, [movieParam]);

  const selected = choice ?? movieId ?? (movies.data ? NEW_MOVIE : "");
  const interview = picking ? null : (current.data ?? null);

  async function start(begin: InterviewStart, birthYear: number | undefined) {
    if (selected === NEW_MOVIE && !newTitle.trim()) {
      setTitleError("Give the new movie a title first: the scenes you keep go into it.");
      return;
    }
    setStarting(true);
    setStartError(null);
    try {
      let target = selected;
      if (target === NEW_MOVIE) {
        target = (await createMovie({ title: newTitle.trim() })).id;
        void queryClient.invalidateQueries({ queryKey: moviesQueryKey });
      }
      const made = await startInterview({
        id: crypto.randomUUID(),
        movieId: target,
        start: begin,
        ...(birthYear ? { birthYear } : {}),
      });
      setInterview(made, target);
      setChoice(null);
      setPicking(false);
      setParams(new URLSearchParams({ movie: target }), { replace: true });
    } catch (error) {
      setStartError(error instanceof Error ? error.message : String(error));
    } finally {
      setStarting(false);
    }
  }

  const backTo = movieId ? scenesPath(movieId) : "/app/movies";
  return (
    <div className="mx-auto max-w-2xl">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <Link
          to={backTo}
          className="-ml-2 inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-ink-soft hover:bg-cream hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {movieId ? "Back to the scenes" : "All movies"}
        </Link>
        <div className="flex items-center gap-1">
          <Link
            to={lifeMapPath}
            className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-ink hover:bg-cream"
          >
            Life map
          </Link>
          {interview && interview.state !== "done" && (
            <Button variant="ghost" size="sm" onClick={() => setPicking(true)}>
              Start somewhere else
            </Button>
          )}
        </div>
      </div>
      <PageHeader
        title="Interview me"
        description={
          interview
            ? undefined
            : "We ask, you answer in your own words, typed or spoken. Each answer becomes a scene you can keep: with its date, place and people."
        }
      />
      {current.isError && !current.data && (
        <div className="mb-4">
          <FormAlert>We couldn't load your interview. {current.error.message}</FormAlert>
        </div>
      )}
      {(movies.isPending || (movieId && current.isPending)) && !picking ? (
        <div role="status" aria-label="Loading the interview" className="grid gap-4">
          <div className="h-64 animate-pulse rounded-3xl border border-line bg-white" />
        </div>
      ) : interview ? (
        <InterviewSession
          key={interview.id}
          interview={interview}
          onStartElsewhere={() => setPicking(true)}
          renderVoice={
            config.data?.voice ? (onText) => <VoiceRecorder onText={onText} /> : undefined
          }
        />
      ) : (
        <div className="grid gap-6">
          <MovieChoice
            label="Scenes you keep go into"
            movies={list}
            value={selected}
            onChange={(value) => {
              setChoice(value);
              setTitleError(undefined);
            }}
            newTitle={newTitle}
            onNewTitle={(title) => {
              setNewTitle(title);
              if (title.trim()) setTitleError(undefined);
            }}
            titleError={titleError}
          />
          {startError && <FormAlert>{startError}</FormAlert>}
          <StartPicker pending={starting} onStart={(begin, year) => void start(begin, year)} />
          {picking && current.data && (
            <Button
              variant="ghost"
              className="justify-self-start"
              onClick={() => setPicking(false)}
            >
              Back to where I was
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
