import { ArrowLeft, Clapperboard, Plus, Users } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog";
import { FormAlert } from "#app/components/ui/form-alert";
import { useToast } from "#app/components/ui/toast";
import {
  COMPOSE_EVENT,
  composeDelayFrom,
  rememberSelectedMovie,
} from "#app/features/capture/compose-request";
import { useCharacters } from "#app/features/characters/characters-api";
import { ImportButtonLink } from "#app/features/import/import-link";
import { InterviewMeLink } from "#app/features/interview/interview-link";
import { MovieActions } from "#app/features/movies/movie-actions";
import { isShared, SharedBadge } from "#app/features/movies/shared-badge";
import { roleAllows } from "#contracts/collaboration-roles.ts";
import { genreLabel, sceneCountLabel, statusLabel } from "#app/features/movies/movie-labels";
import { MoviePoster } from "#app/features/movies/movie-poster";
import { useMovie } from "#app/features/movies/movies-api";
import { plainText } from "#app/features/scenes/rich-text";
import { SceneList } from "#app/features/scenes/scene-list";
import {
  type Scene,
  useDeleteScene,
  useReorderScenes,
  useScenes,
} from "#app/features/scenes/scenes-api";
import { charactersPath } from "#app/lib/paths";
import { savedMessage } from "#app/lib/offline/index";

// The composer (its pickers, voice recorder and the scene schema checks) loads in its own chunk
// right after the page, keeping the first load within its budget; it is closed until asked for.
const SceneComposer = lazy(() =>
  import("#app/features/capture/scene-composer").then((m) => ({ default: m.SceneComposer })),
);

export function meta() {
  return [{ title: "Scenes · Lifescript" }];
}

// /app/movies/{movieId}/scenes: a movie's scenes in order, and the composer.
export default function ScenesRoute() {
  const { movieId = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const movie = useMovie(movieId);
  const scenes = useScenes(movieId);
  const characters = useCharacters(movieId);
  const reorder = useReorderScenes(movieId);
  const remove = useDeleteScene(movieId);

  const [composerOpen, setComposerOpen] = useState(false);
  const [editing, setEditing] = useState<Scene | null>(null);
  const [deleting, setDeleting] = useState<Scene | null>(null);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => rememberSelectedMovie(movieId), [movieId]);

  // Arriving through the Capture button (or after creating the movie) opens the composer. The
  // request is taken out of the history entry so a reload doesn't repeat it.
  const composeTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    const delay = composeDelayFrom(location.state);
    if (delay === null) return;
    window.clearTimeout(composeTimer.current);
    composeTimer.current = window.setTimeout(() => {
      setEditing(null);
      setComposerOpen(true);
    }, delay);
    void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  useEffect(() => () => window.clearTimeout(composeTimer.current), []);

  // A link to one scene (?scene=, from the emotion arc) opens it in the composer once the scenes
  // are here; the address then drops it, so closing the composer and reloading stays closed.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedScene = searchParams.get("scene");
  useEffect(() => {
    if (!linkedScene || !scenes.data) return;
    const scene = scenes.data.find((s) => s.id === linkedScene);
    if (scene) {
      setEditing(scene);
      setComposerOpen(true);
    }
    setSearchParams({}, { replace: true });
  }, [linkedScene, scenes.data, setSearchParams]);

  // Capture pressed while already here.
  useEffect(() => {
    const open = () => {
      setEditing(null);
      setComposerOpen(true);
    };
    window.addEventListener(COMPOSE_EVENT, open);
    return () => window.removeEventListener(COMPOSE_EVENT, open);
  }, []);

  const list = scenes.data ?? [];
  const people = characters.data ?? [];
  const namesOf = (ids: string[]) =>
    ids.flatMap((id) => people.find((c) => c.id === id)?.name ?? []);

  function newScene() {
    setEditing(null);
    setComposerOpen(true);
  }

  // A failed refetch (the server unreachable while the browser is online) keeps what was loaded
  // on screen, with the scenes captured meanwhile; only what never loaded shows an error.
  if (movie.isError && !movie.data) {
    return (
      <div className="grid gap-4">
        <FormAlert>
          {movie.error.message.includes("404") || /not found|no such/i.test(movie.error.message)
            ? "This movie doesn't exist, or it isn't yours."
            : `We couldn't load this movie. ${movie.error.message}`}
        </FormAlert>
        <Link to="/app/movies" className="text-ember underline underline-offset-2">
          Back to your movies
        </Link>
      </div>
    );
  }

  // A movie shared to read or comment on shows no way to add to it.
  const canEdit = !movie.data || !isShared(movie.data) || roleAllows(movie.data.role, "edit");
  // Imports and the interview are the owner's own: their files, their life (decision 0058).
  const isOwner = !movie.data || !isShared(movie.data);

  return (
    <>
      <Link
        to="/app/movies"
        className="-ml-2 mb-3 inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-ink-soft hover:bg-cream hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All movies
      </Link>

      <header className="relative mb-6 flex gap-4">
        {movie.data ? (
          <MoviePoster
            movie={movie.data}
            className="h-28 w-20 shrink-0 rounded-xl shadow-md sm:h-36 sm:w-26"
          />
        ) : (
          <div className="h-28 w-20 shrink-0 animate-pulse rounded-xl bg-cream sm:h-36 sm:w-26" />
        )}
        <div className="min-w-0 flex-1 pr-10">
          <p className="text-xs font-semibold tracking-[0.12em] text-ember uppercase">
            {[genreLabel(movie.data?.genre), movie.data ? statusLabel(movie.data.status) : null]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <h1 className="mt-1 font-display text-[28px] leading-tight font-semibold tracking-tight break-words sm:text-4xl">
            {movie.data?.title ?? "\u00a0"}
          </h1>
          <p className="mt-1 text-sm text-ink-soft">
            {scenes.data ? sceneCountLabel(list.length) : "\u00a0"}
          </p>
          {movie.data && <SharedBadge movie={movie.data} />}
          <div className="mt-3 flex flex-wrap gap-2">
            {canEdit && (
              <Button size="sm" onClick={newScene}>
                <Plus className="size-4" aria-hidden />
                New scene
              </Button>
            )}
            <Link
              to={charactersPath(movieId)}
              className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line bg-white px-3 text-sm font-medium hover:bg-cream"
            >
              <Users className="size-4" aria-hidden />
              Characters{people.length > 0 ? ` (${people.length})` : ""}
            </Link>
            {isOwner && <ImportButtonLink movieId={movieId} />}
            {isOwner && <InterviewMeLink movieId={movieId} />}
          </div>
        </div>
        {movie.data && (
          <MovieActions
            movie={movie.data}
            className="absolute top-0 right-0"
            onDeleted={() => void navigate("/app/movies", { replace: true })}
          />
        )}
      </header>

      {scenes.isPending ? (
        <div role="status" aria-label="Loading scenes" className="grid gap-4">
          {[0, 1].map((i) => (
            <div key={i} className="h-40 animate-pulse rounded-2xl border border-line bg-white" />
          ))}
        </div>
      ) : scenes.isError && !scenes.data ? (
        <FormAlert>We couldn't load the scenes. {scenes.error.message}</FormAlert>
      ) : list.length === 0 ? (
        <section className="rounded-3xl border border-dashed border-line bg-white/70 px-6 py-10 text-center">
          <Clapperboard className="mx-auto size-9 text-ember" aria-hidden />
          <h2 className="mt-3 font-display text-2xl font-semibold">No scenes yet</h2>
          <p className="mx-auto mt-2 max-w-sm text-ink-soft">
            Capture a moment: a few lines, a photo, the song that was playing. Each one becomes a
            scene of your movie.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-2.5">
            {canEdit && (
              <Button size="lg" onClick={newScene}>
                <Plus className="size-5" aria-hidden />
                Capture the first scene
              </Button>
            )}
            {isOwner && <InterviewMeLink movieId={movieId} variant="large" />}
          </div>
          {isOwner && (
            <p className="mx-auto mt-3 max-w-sm text-sm text-ink-soft">
              Not sure where to begin? We can ask you questions, and your answers become scenes.
            </p>
          )}
        </section>
      ) : (
        <SceneList
          scenes={list}
          characterNames={namesOf}
          onReorder={(ordered, title, to) => {
            setAnnouncement(
              `Moved “${plainText(title)}” to position ${to + 1} of ${ordered.length}.`,
            );
            reorder.mutate(ordered, {
              onError: (error) =>
                toast({
                  variant: "destructive",
                  title: "Couldn't reorder",
                  description: error.message || "Please try again.",
                }),
            });
          }}
          onEdit={(scene) => {
            setEditing(scene);
            setComposerOpen(true);
          }}
          onDelete={setDeleting}
        />
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      <Suspense fallback={null}>
        <SceneComposer
          open={composerOpen}
          onOpenChange={(open) => {
            setComposerOpen(open);
            if (!open) setEditing(null);
          }}
          movieId={movieId}
          scene={editing}
          characters={people}
          offerInterview={isOwner}
        />
      </Suspense>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this scene?"
        description={`“${deleting?.title ?? ""}” and everything in it will be deleted. The scenes after it move up.`}
        confirmLabel="Delete scene"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast({
                title: "Scene deleted",
                description: savedMessage(deleting.id, "") || undefined,
              });
            },
            onError: (error) =>
              toast({ variant: "destructive", title: "Error", description: error.message }),
          })
        }
      />
    </>
  );
}
