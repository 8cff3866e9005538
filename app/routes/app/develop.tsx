import { ArrowRight, Clapperboard, FileText, Film, LayoutGrid } from "lucide-react";
import { Link } from "react-router";
import { MovieListError, MovieListSkeleton } from "#app/components/movie-list-states";
import { buttonClasses } from "#app/components/ui/button";
import { PageHeader } from "#app/features/app-shell/page-header";
import { useDevelopment, type DevelopmentProgress } from "#app/features/develop/develop-api";
import { beyondScope, scopeLabel, stepChips } from "#app/features/develop/progress-chips";
import { EmptyState, ProgressBar, StepChip } from "#app/features/develop/progress-parts";
import { developPaths } from "#app/lib/paths";

export function meta() {
  return [{ title: "Develop · Lifescript" }];
}

export default function DevelopRoute() {
  const development = useDevelopment();
  const list = development.data ?? [];

  return (
    <>
      <PageHeader
        title="Develop"
        description="Shape your captured moments into a story: who it follows, what they want, and the order it plays in, until it reads as a screenplay."
      />
      {development.isPending ? (
        <MovieListSkeleton rows={2} />
      ) : development.isError && !development.data ? (
        <MovieListError
          message={development.error.message}
          onRetry={() => void development.refetch()}
          retrying={development.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Film}
          title="There is nothing to develop yet"
          body="Capture a few moments of your life first: each one becomes a scene you can shape here."
        >
          <Link to="/app/movies?new" className={buttonClasses()}>
            Create your first movie
          </Link>
        </EmptyState>
      ) : (
        <section aria-labelledby="develop-list">
          <h2
            id="develop-list"
            className="mb-3 text-sm font-semibold tracking-[0.12em] text-ink-soft uppercase"
          >
            Your movies
          </h2>
          <ul className="grid gap-4">
            {list.map((movie) => (
              <MovieProgressCard key={movie.movieId} movie={movie} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function MovieProgressCard({ movie }: { movie: DevelopmentProgress }) {
  const chips = stepChips(movie);
  const beyond = beyondScope(movie);
  return (
    <li
      className="rounded-2xl border border-line bg-white p-4 shadow-[0_1px_2px_rgba(28,23,20,0.04)] sm:p-5"
      data-testid="develop-movie"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-display text-xl font-semibold">{movie.title}</h3>
          <p className="mt-0.5 text-sm text-ink-soft">
            {movie.complete} of {movie.total} steps complete{scopeLabel(movie)}
          </p>
        </div>
        <span className="shrink-0 font-display text-2xl font-semibold text-ember tabular-nums">
          {movie.percent}%
        </span>
      </div>
      <div className="mt-3">
        <ProgressBar percent={movie.percent} label={`${movie.title}: development progress`} />
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Steps">
        {chips.map((chip) => (
          <li key={chip.key}>
            <StepChip done={chip.done}>{chip.label}</StepChip>
          </li>
        ))}
      </ul>
      {movie.nextStep ? (
        <div className="mt-4 rounded-xl bg-cream/70 px-4 py-3">
          <p className="text-xs font-semibold tracking-[0.12em] text-ember uppercase">Next step</p>
          <p className="mt-1 font-semibold">{movie.nextStep.title}</p>
          <p className="text-sm text-ink-soft">{movie.nextStep.explanation}</p>
        </div>
      ) : (
        <p className="mt-4 rounded-xl bg-success/10 px-4 py-3 text-sm font-medium text-success">
          {beyond
            ? "The steps for a story this size are complete. It is ready to write."
            : "Every step is complete. Your story is ready to write."}
        </p>
      )}
      {beyond && (
        <p className="mt-3 text-sm text-ink-soft">
          Want to go deeper? {movie.optionalSteps} more steps are there when you like: {beyond}.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={developPaths.basic(movie.movieId)} className={buttonClasses({ size: "sm" })}>
          <LayoutGrid className="size-4" aria-hidden />
          {movie.complete === 0 ? "Start developing" : "Continue developing"}
          <span className="sr-only">: {movie.title}</span>
          <ArrowRight className="size-4" aria-hidden />
        </Link>
        <Link
          to={developPaths.advanced(movie.movieId)}
          className={buttonClasses({ size: "sm", variant: "secondary" })}
        >
          {movie.hasScreenplay ? (
            <FileText className="size-4" aria-hidden />
          ) : (
            <Clapperboard className="size-4" aria-hidden />
          )}
          {movie.hasScreenplay ? "Open the screenplay" : "Write the screenplay"}
          <span className="sr-only">: {movie.title}</span>
        </Link>
      </div>
    </li>
  );
}
