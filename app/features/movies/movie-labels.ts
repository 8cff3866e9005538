import {
  genres,
  movieStatuses,
  type Genre,
  type MovieStatus,
} from "#contracts/movie-vocabulary.ts";
import { countOf } from "#contracts/plural.ts";

// How the contract's genres and statuses read on screen. The lists themselves come from contracts/
// (the server validates against the same ones); only the words people see are written here.
const GENRE_LABELS: Record<Genre, string> = {
  action: "Action",
  drama: "Drama",
  comedy: "Comedy",
  thriller: "Thriller",
  romance: "Romance",
  "sci-fi": "Sci-Fi",
  horror: "Horror",
  documentary: "Documentary",
};

export const GENRE_OPTIONS = genres.map((value) => ({ value, label: GENRE_LABELS[value] }));

export const DEFAULT_GENRE: Genre = "action";

export function isGenre(value: string): value is Genre {
  return (genres as readonly string[]).includes(value);
}

// A stored genre is free text (imports from other tools): a known one reads as its label, any
// other is shown capitalised.
export function genreLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  const lower = value.toLowerCase();
  return isGenre(lower) ? GENRE_LABELS[lower] : value.charAt(0).toUpperCase() + value.slice(1);
}

// The genre a stored value is edited as (unknown ones start from the default).
export function toGenre(value: string | null | undefined): Genre {
  const lower = value?.toLowerCase() ?? "";
  return isGenre(lower) ? lower : DEFAULT_GENRE;
}

const STATUS_TEXT: Record<MovieStatus, { label: string; hint: string }> = {
  draft: { label: "Draft", hint: "Still being written" },
  published: { label: "Published", hint: "Finished and ready" },
  archived: { label: "Archived", hint: "Put away" },
};

export const STATUS_OPTIONS = movieStatuses.map((value) => ({ value, ...STATUS_TEXT[value] }));

export function statusLabel(status: MovieStatus): string {
  return STATUS_TEXT[status].label;
}

export function sceneCountLabel(count: number): string {
  return countOf(count, "scene", "scenes");
}
