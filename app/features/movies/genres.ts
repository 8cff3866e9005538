export const GENRES = [
  { value: "action", label: "Action" },
  { value: "drama", label: "Drama" },
  { value: "comedy", label: "Comedy" },
  { value: "thriller", label: "Thriller" },
  { value: "romance", label: "Romance" },
  { value: "sci-fi", label: "Sci-Fi" },
  { value: "horror", label: "Horror" },
  { value: "documentary", label: "Documentary" },
] as const;

export type Genre = (typeof GENRES)[number]["value"];

export const DEFAULT_GENRE: Genre = "action";

export function genreLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return (
    GENRES.find((g) => g.value === value.toLowerCase())?.label ??
    value.charAt(0).toUpperCase() + value.slice(1)
  );
}
