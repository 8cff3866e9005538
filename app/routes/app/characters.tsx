import { FallbackImage } from "#app/components/ui/fallback-image";
import { clsx } from "clsx";
import { Pencil, Plus, Trash2, UserRound, Users } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { MovieListSkeleton } from "#app/components/movie-list-states";
import { Button, buttonClasses } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog";
import { FormAlert } from "#app/components/ui/form-alert";
import { useToast } from "#app/components/ui/toast";
import { PageHeader } from "#app/features/app-shell/page-header";
import { targetMovieId } from "#app/features/capture/compose-request";
import { CharacterSheet } from "#app/features/characters/character-sheet";
import {
  type Character,
  useCharacters,
  useDeleteCharacter,
} from "#app/features/characters/characters-api";
import { useMovies } from "#app/features/movies/movies-api";
import { thumbnailOf } from "#app/features/scenes/element-format";
import { scenesPath } from "#app/lib/paths";
import { savedMessage } from "#app/lib/offline/index";
import { countOf } from "#contracts/plural.ts";

export function meta() {
  return [{ title: "Characters · Lifescript" }];
}

// /app/characters: the people of each movie.
export default function CharactersRoute() {
  const toast = useToast();
  const movies = useMovies();
  const [params, setParams] = useSearchParams();
  const list = movies.data ?? [];
  const movieId = targetMovieId(params.get("movie"), list);
  const movie = list.find((m) => m.id === movieId) ?? null;
  const characters = useCharacters(movieId ?? undefined, Boolean(movieId));
  const remove = useDeleteCharacter();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [editing, setEditing] = useState<Character | null>(null);
  const [deleting, setDeleting] = useState<Character | null>(null);

  function openSheet(character: Character | null) {
    setEditing(character);
    setSheetOpen(true);
  }

  return (
    <>
      <PageHeader
        title="Characters"
        description="The people in your story. Name who was there in each scene, and their quotes become dialogue."
      />
      {movies.isPending ? (
        <MovieListSkeleton rows={2} />
      ) : movies.isError && !movies.data ? (
        <FormAlert>We couldn't load your movies. {movies.error.message}</FormAlert>
      ) : list.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line bg-white/60 p-6 text-center">
          <Users className="mx-auto size-8 text-ember" aria-hidden />
          <p className="mt-3 font-semibold">Characters belong to a movie</p>
          <p className="mt-1 text-ink-soft">Create a movie first, then add the people in it.</p>
          <Link to="/app/movies?new" className={buttonClasses({ className: "mt-5" })}>
            Create your first movie
          </Link>
        </div>
      ) : (
        <>
          <nav aria-label="Movies" className="-mx-4 mb-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <ul className="flex gap-2 pb-1">
              {list.map((m) => (
                <li key={m.id}>
                  <button
                    type="button"
                    aria-current={m.id === movieId ? "true" : undefined}
                    onClick={() => setParams({ movie: m.id }, { replace: true })}
                    className={clsx(
                      "h-10 max-w-[220px] truncate rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors",
                      m.id === movieId
                        ? "border-ink bg-ink text-paper"
                        : "border-line bg-white text-ink hover:bg-cream",
                    )}
                  >
                    {m.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>

          <div className="mb-3 flex items-center justify-between gap-3">
            <h2 className="min-w-0 truncate text-sm text-ink-soft">
              {characters.data
                ? countOf(characters.data.length, "character", "characters")
                : "\u00a0"}
              {movie && (
                <>
                  {" · "}
                  <Link
                    to={scenesPath(movie.id)}
                    className="font-medium text-ember-dark underline-offset-2 hover:underline"
                  >
                    Open scenes
                  </Link>
                </>
              )}
            </h2>
            <Button size="sm" onClick={() => openSheet(null)} disabled={!movieId}>
              <Plus className="size-4" aria-hidden />
              Add character
            </Button>
          </div>

          {characters.isPending ? (
            <MovieListSkeleton rows={2} />
          ) : characters.isError && !characters.data ? (
            <FormAlert>We couldn't load the characters. {characters.error.message}</FormAlert>
          ) : characters.data.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-line bg-white/60 p-6 text-center">
              <UserRound className="mx-auto size-8 text-ember" aria-hidden />
              <p className="mt-3 font-semibold">No characters yet</p>
              <p className="mx-auto mt-1 max-w-sm text-ink-soft">
                Start with yourself, then the people who shaped this story.
              </p>
              <Button className="mt-5" onClick={() => openSheet(null)}>
                <Plus className="size-4" aria-hidden />
                Add the first character
              </Button>
            </div>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {characters.data.map((character) => (
                <li
                  key={character.id}
                  className="flex gap-3.5 rounded-2xl border border-line bg-white p-3.5"
                >
                  <div className="relative size-16 shrink-0 overflow-hidden rounded-full bg-cream">
                    {character.photoUrl ? (
                      <FallbackImage
                        src={thumbnailOf(character.photoUrl)}
                        fallbackSrc={character.photoUrl}
                        alt=""
                        className="size-full object-cover"
                        placeholder={<CharacterInitial name={character.name} />}
                      />
                    ) : (
                      <CharacterInitial name={character.name} />
                    )}
                  </div>
                  <div className="min-w-0 flex-1">
                    <h3 className="truncate font-semibold">{character.name}</h3>
                    {character.role && (
                      <p className="text-xs font-semibold tracking-[0.1em] text-ember uppercase">
                        {character.role}
                      </p>
                    )}
                    {character.description && (
                      <p className="mt-1 line-clamp-2 text-sm text-ink-soft">
                        {character.description}
                      </p>
                    )}
                  </div>
                  <div className="flex shrink-0 flex-col">
                    <button
                      type="button"
                      aria-label={`Edit ${character.name}`}
                      onClick={() => openSheet(character)}
                      className="grid size-10 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
                    >
                      <Pencil className="size-4" aria-hidden />
                    </button>
                    <button
                      type="button"
                      aria-label={`Delete ${character.name}`}
                      onClick={() => setDeleting(character)}
                      className="grid size-10 place-items-center rounded-full text-danger hover:bg-danger/5"
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {movieId && (
        <CharacterSheet
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          movieId={movieId}
          character={editing}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? "this character"}?`}
        description="They will be removed from this movie and from every scene that names them."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast({
                title: "Character deleted",
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

function CharacterInitial({ name }: { name: string }) {
  return (
    <span className="grid size-full place-items-center font-display text-2xl font-semibold text-ember-dark">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
