import { FallbackImage } from "~/components/ui/fallback-image";
import { clsx } from "clsx";
import type { Genre } from "@contracts/movie-vocabulary.ts";
import type { Movie } from "@contracts/movie.ts";
import { isShownOnThisPage } from "~/lib/shown-here";
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
    return (
      <FallbackImage
        src={movie.coverImage}
        alt=""
        loading="lazy"
        className={clsx("object-cover", className)}
        placeholder={<GenrePoster movie={movie} className={className} />}
      />
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
