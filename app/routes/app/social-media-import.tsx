import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormAlert } from "#app/components/ui/form-alert";
import { PageHeader } from "#app/features/app-shell/page-header";
import { ArchiveDrop } from "#app/features/import/archive-drop";
import { ArchiveHelp } from "#app/features/import/archive-help";
import { archiveProblem } from "#app/features/import/archive-checks";
import { ImportFlow } from "#app/features/import/import-flow";
import { MovieChoice, NEW_MOVIE } from "#app/features/import/movie-choice";
import { useArchiveUpload } from "#app/features/import/use-archive-upload";
import { createMovie, moviesQueryKey, useMovies } from "#app/features/movies/movies-api";
import { isShared } from "#app/features/movies/shared-badge";
import { scenesPath } from "#app/lib/paths";

export function meta() {
  return [{ title: "Import from Instagram, Facebook, X, Google Photos, Day One · Lifescript" }];
}

// /app/social-media-import: bring posts, photos and journal entries in as scenes. The movie and
// the import are in the URL (?movie=…&import=…), so a reload comes back to the same import.
export default function SocialMediaImportRoute() {
  const [params, setParams] = useSearchParams();
  const importId = params.get("import");
  const movieParam = params.get("movie");
  const queryClient = useQueryClient();
  const movies = useMovies();
  const [choice, setChoice] = useState(movieParam ?? NEW_MOVIE);
  const [newTitle, setNewTitle] = useState("");
  const [titleError, setTitleError] = useState<string>();
  const [problem, setProblem] = useState<string | null>(null);
  const chosenMovie = useRef<string | null>(movieParam);

  const onCreated = useCallback(
    (id: string) => {
      const next = new URLSearchParams();
      if (chosenMovie.current) next.set("movie", chosenMovie.current);
      next.set("import", id);
      setParams(next);
    },
    [setParams],
  );
  const upload = useArchiveUpload(onCreated);

  // Only one's own movies: an import's photos go into the importer's account (decision 0058).
  const list = (movies.data ?? []).filter((movie) => !isShared(movie));
  const known = list.some((movie) => movie.id === choice);
  const selectedChoice = choice === NEW_MOVIE || known || movies.isPending ? choice : NEW_MOVIE;
  const backTo = movieParam ? scenesPath(movieParam) : "/app/movies";

  function onFile(file: File) {
    const fileProblem = archiveProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    if (selectedChoice === NEW_MOVIE && !newTitle.trim()) {
      setTitleError("Give the new movie a title, then drop the archive again.");
      return;
    }
    setTitleError(undefined);
    void upload.begin(file, async () => {
      if (selectedChoice !== NEW_MOVIE) {
        chosenMovie.current = selectedChoice;
        return selectedChoice;
      }
      const movie = await createMovie({ title: newTitle.trim() });
      void queryClient.invalidateQueries({ queryKey: moviesQueryKey });
      chosenMovie.current = movie.id;
      setChoice(movie.id);
      return movie.id;
    });
  }

  function closeImport() {
    upload.clearError();
    const next = new URLSearchParams();
    if (chosenMovie.current ?? movieParam) next.set("movie", (chosenMovie.current ?? movieParam)!);
    setParams(next);
  }

  return (
    <>
      <Link
        to={backTo}
        className="-ml-2 mb-3 inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-ink-soft hover:bg-cream hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {movieParam ? "Back to the scenes" : "All movies"}
      </Link>
      <PageHeader
        title="Import your memories"
        description="Your posts, photos and journal entries from Instagram, Facebook, X, Google Photos or Day One become scenes, with their photos and dates."
      />
      {importId ? (
        <ImportFlow
          key={importId}
          importId={importId}
          movieId={movieParam}
          upload={upload}
          onClosed={closeImport}
        />
      ) : (
        <div className="grid gap-6">
          <MovieChoice
            movies={list}
            value={selectedChoice}
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
          {(problem ?? (upload.state.kind === "failed" ? upload.state.message : null)) && (
            <FormAlert>
              {problem ?? (upload.state.kind === "failed" ? upload.state.message : "")}
            </FormAlert>
          )}
          <ArchiveDrop onFile={onFile} disabled={upload.state.kind === "sending"} />
          <ArchiveHelp />
        </div>
      )}
    </>
  );
}
