import { ArrowLeft, ArrowRight, PenLine } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { scopedProgress } from "#contracts/development-scope.ts";
import { MovieListError } from "#app/components/movie-list-states";
import { buttonClasses } from "#app/components/ui/button";
import { fillFor, type CardFill } from "#app/features/cowriter/card-ideas";
import { CowriterIdeas } from "#app/features/cowriter/cowriter-ideas";
import { useMovie } from "#app/features/movies/movies-api";
import { roleAllows } from "#contracts/collaboration-roles.ts";
import { ApiError } from "#app/lib/api-client";
import { developPaths } from "#app/lib/paths";
import { BeatBoard } from "./beat-board";
import { EmotionArc } from "./emotion-arc/emotion-arc";
import { prefillFor } from "./card-prefill";
import { CategoryCard, type CardSpec } from "./category-card";
import {
  useGroupedElements,
  useSuggestions,
  type DevelopmentSuggestions,
  type GroupedCategoryElements,
} from "./develop-api";
import { MovieMissing, ProgressBar } from "./progress-parts";

type Group = GroupedCategoryElements["groups"][number];
type Category = Group["categories"][number];
type Item = Category["subComponents"][number] | Category;

function specOf(
  movieId: string,
  group: Group,
  category: Category,
  item: Item,
  sub: string | null,
  suggestions: DevelopmentSuggestions | undefined,
): CardSpec {
  const { prefill, prefillSource, choices } = prefillFor(category, sub, suggestions);
  return {
    movieId,
    group: group.key,
    category: category.key,
    subComponent: sub,
    title: item.title,
    explanation: item.explanation,
    example: item.example,
    fields: item.fields,
    element: item.elements[0],
    prefill,
    prefillSource,
    choices,
  };
}

// The basic view: guided cards per category, pre-filled from what was captured, and the beat board.
export function BasicView({ movieId }: { movieId: string }) {
  const movie = useMovie(movieId);
  const grouped = useGroupedElements(movieId);
  const suggestions = useSuggestions(movieId);
  // The co-writer's suggestions the writer chose to use, the latest for each card.
  const [fills, setFills] = useState<Record<string, CardFill>>({});
  const fillOf = (key: string) => fills[key];
  const fillCount = useRef(0);

  if (grouped.isPending || suggestions.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading…</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-2xl border border-line bg-white" />
        ))}
      </div>
    );
  }
  if (grouped.isError) {
    if (grouped.error instanceof ApiError && grouped.error.status === 404) return <MovieMissing />;
    return (
      <MovieListError
        message={grouped.error.message}
        onRetry={() => void grouped.refetch()}
        retrying={grouped.isFetching}
      />
    );
  }
  const data = grouped.data;
  // The steps a story of this size asks for; the rest are there, optional.
  const { complete, total } = scopedProgress(data, movie.data?.sceneCount ?? 0);
  const title = movie.data?.title ?? "Your movie";
  // Shared with this person to comment or read: the cards and the board are shown, not changed.
  const readOnly = !roleAllows(movie.data?.role ?? "owner", "edit");
  // Suggestions are for the people who write the movie: a reader sees only what is stored.
  const suggested = readOnly ? undefined : suggestions.data;

  return (
    <div className="grid gap-8">
      <div>
        <Link
          to={developPaths.home}
          className="inline-flex items-center gap-1 text-sm font-medium text-ink-soft hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Develop
        </Link>
        <h1 className="mt-2 font-display text-[32px] leading-tight font-semibold tracking-tight sm:text-4xl">
          {title}
        </h1>
        <p className="mt-2 max-w-xl leading-relaxed text-ink-soft">
          {readOnly
            ? `${movie.data?.ownerName ?? "Its owner"} shared this movie with you to read: here are the answers and the order of scenes its writers chose so far.`
            : "Answer a few questions about your story and put your scenes in order. We suggest what we can from what you captured; everything saves as you go."}
        </p>
        <div className="mt-4 flex items-center gap-3">
          <ProgressBar
            percent={total ? (complete / total) * 100 : 0}
            label="Development progress"
          />
          <span className="shrink-0 text-sm font-semibold text-ink-soft tabular-nums">
            {complete}/{total}
          </span>
        </div>
        <div className="mt-4 rounded-2xl bg-night p-4 text-paper sm:flex sm:items-center sm:justify-between sm:gap-4 on-dark">
          <div>
            <p className="font-semibold">
              {readOnly ? "Read it as a screenplay" : "Ready to see it as a screenplay?"}
            </p>
            <p className="text-sm text-paper/75">
              {readOnly
                ? "The advanced view shows the screenplay as its writers have it, in industry format."
                : "The advanced view writes a first draft from your scenes, in industry format."}
            </p>
          </div>
          <Link
            to={developPaths.advanced(movieId)}
            className={buttonClasses({ variant: "light", size: "sm", className: "mt-3 sm:mt-0" })}
          >
            <PenLine className="size-4" aria-hidden />
            Open the advanced view
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>

      {!readOnly && (
        <CowriterIdeas
          movieId={movieId}
          hasScenes={(movie.data?.sceneCount ?? 0) > 0}
          onUse={(idea, text) =>
            setFills((all) => {
              const next = fillFor(idea, text, ++fillCount.current);
              return { ...all, [next.card]: next };
            })
          }
        />
      )}

      {data.groups.map((group) => {
        const structure = group.key === "structure";
        return (
          <section key={group.key} aria-labelledby={`group-${group.key}`} className="grid gap-3">
            <div>
              <h2 id={`group-${group.key}`} className="font-display text-2xl font-semibold">
                {group.title}
              </h2>
              <p className="text-sm text-ink-soft">
                {group.explanation}{" "}
                <span className="tabular-nums">
                  ({group.complete} of {group.total} complete)
                </span>
              </p>
            </div>
            {structure && (
              <div className="grid gap-3">
                <h3 className="font-semibold">Beat board</h3>
                <p className="-mt-2 text-sm text-ink-soft">
                  Put your captured scenes on the beats of a structure. The first draft follows this
                  order.
                </p>
                <BeatBoard movieId={movieId} readOnly={readOnly} />
                <h3 className="mt-4 font-semibold">Emotion arc</h3>
                <p className="-mt-2 text-sm text-ink-soft">
                  How each scene feels, in the order of your screenplay. Tap a dot to open its
                  scene.
                </p>
                <EmotionArc movieId={movieId} />
                <h3 className="mt-4 font-semibold">Beat notes</h3>
              </div>
            )}
            {group.categories.map((category) => {
              if (category.subComponents.length === 0) {
                const spec = specOf(movieId, group, category, category, null, suggested);
                return (
                  <CategoryCard
                    key={category.key}
                    spec={spec}
                    defaultOpen={group.key === "key_categories" && !spec.element?.isCompleted}
                    fill={fillOf(category.key)}
                    readOnly={readOnly}
                  />
                );
              }
              return (
                <div key={category.key} className="grid gap-2.5">
                  <h3 className="mt-2 font-semibold">
                    {category.title}{" "}
                    <span className="text-sm font-normal text-ink-soft tabular-nums">
                      ({category.complete}/{category.total})
                    </span>
                  </h3>
                  <p className="-mt-1.5 text-sm text-ink-soft">{category.explanation}</p>
                  {category.subComponents.map((sub) => (
                    <CategoryCard
                      key={sub.key}
                      spec={specOf(movieId, group, category, sub, sub.key, suggested)}
                      defaultOpen={
                        group.key === "key_categories" &&
                        sub.key === "protagonist" &&
                        !sub.elements[0]?.isCompleted
                      }
                      fill={fillOf(sub.key)}
                      readOnly={readOnly}
                    />
                  ))}
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
