// How the Capture button asks a scenes page to open its composer (about 100 ms
// after arriving from elsewhere, about 150 ms after creating a movie, at once when already there).

export const COMPOSE_EVENT = "lifescript:compose";
export const COMPOSE_DELAY_AFTER_NAV_MS = 100;
export const COMPOSE_DELAY_AFTER_CREATE_MS = 150;

export type ComposeNavState = { composeAfterMs?: number };

export function requestComposeHere(): void {
  window.dispatchEvent(new CustomEvent(COMPOSE_EVENT));
}

export function composeDelayFrom(state: unknown): number | null {
  if (state && typeof state === "object" && "composeAfterMs" in state) {
    const ms = (state as ComposeNavState).composeAfterMs;
    return typeof ms === "number" ? ms : null;
  }
  return null;
}

// The movie a new scene goes to: the given one, else the selected one, else the most recently
// updated (movies arrive most recently updated first).
const SELECTED_KEY = "lifescript:selected-movie";

export function rememberSelectedMovie(movieId: string): void {
  try {
    localStorage.setItem(SELECTED_KEY, movieId);
  } catch {
    // private mode: the rule falls back to the most recent movie
  }
}

export function targetMovieId(
  given: string | null | undefined,
  movies: ReadonlyArray<{ id: string; updatedAt: string }>,
  selected: string | null = readSelected(),
): string | null {
  if (given) return given;
  if (selected && movies.some((m) => m.id === selected)) return selected;
  const latest = [...movies].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  return latest?.id ?? null;
}

function readSelected(): string | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage.getItem(SELECTED_KEY);
  } catch {
    return null;
  }
}
