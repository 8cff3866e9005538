import { FallbackImage } from "#app/components/ui/fallback-image";
import { clsx } from "clsx";
import type { Genre } from "#contracts/movie-vocabulary.ts";
import type { Movie } from "#contracts/movie.ts";
import { isShownOnThisPage } from "#app/lib/shown-here";
import { isGenre } from "./movie-labels";

// Each genre gets its own warm gradient, so covers without an image still feel like posters.
const GRADIENTS: Record<Genre, string> = {
  action: "from-[#b4472f] to-[#5a1f14]",
  drama: "from-[#6b4a3a] to-[#241a15]",
  comedy: "from-[#d9a441] to-[#9a5b1e]",
  thriller: "from-[#37403f] to-[#121615]",
  romance: "from-[#b5566b] to-[#5b2230]",
  "sci-fi": "from-[#3c5a78] to-[#141f2b]",
  horror: "from-[#4a1f1f] to-[#0f0a0a]",
  documentary: "from-[#5b6b4a] to-[#232a1c]",
};

export function MoviePoster({
  movie,
  className,
}: {
  movie: Pick<Movie, "title" | "genre" | "coverImage">;
  className?: string;
}) {
  // A cover on another site is blocked by the page's CSP, and one that fails to load is no
  // better: the genre's poster with the title's initial stands in for either.
  if (movie.coverImage && isShownOnThisPage(movie.coverImage)) {
    // The whole picture keeps its proportions (a landscape photo is not cropped to a portrait's
    // middle third): it sits on a blurred, dimmed copy of itself that fills the poster's frame.
    return (
      <div
        aria-hidden
        data-testid="movie-poster"
        className={clsx("relative isolate overflow-hidden bg-night", className)}
      >
        <FallbackImage
          src={movie.coverImage}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full scale-125 object-cover opacity-60 blur-md"
          placeholder={<GenrePoster movie={movie} className="absolute inset-0 size-full" />}
        />
        <FallbackImage
          src={movie.coverImage}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-contain"
          // If it fails, the copy behind (or the genre's poster in its place) is what shows.
          placeholder={<span className="hidden" />}
        />
      </div>
    );
  }
  return <GenrePoster movie={movie} className={className} />;
}

function GenrePoster({
  movie,
  className,
}: {
  movie: Pick<Movie, "title" | "genre">;
  className?: string | undefined;
}) {
  const genre = movie.genre?.toLowerCase() ?? "";
  const gradient = isGenre(genre) ? GRADIENTS[genre] : "from-[#6b4a3a] to-[#1c1714]";
  return (
    <div
      aria-hidden
      className={clsx("grid place-items-center bg-gradient-to-br text-paper", gradient, className)}
    >
      <span className="font-display text-3xl font-semibold opacity-90">
        {movie.title.trim().charAt(0).toUpperCase() || "?"}
      </span>
    </div>
  );
}
