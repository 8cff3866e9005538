// The words a movie is described with, on both sides: the statuses it moves through and the
// genres offered when it is made. No zod here: the app's create-movie sheet is on every screen and
// must not bring the zod runtime into the first load (movie.ts builds its schemas from these).
export const movieStatuses = ["draft", "published", "archived"] as const;
export type MovieStatus = (typeof movieStatuses)[number];

export const genres = [
  "action",
  "drama",
  "comedy",
  "thriller",
  "romance",
  "sci-fi",
  "horror",
  "documentary",
] as const;
export type Genre = (typeof genres)[number];
