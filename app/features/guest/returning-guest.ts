import type { Movie } from "#contracts/movie.ts";
import {
  readItem,
  readPreservedGuestRecord,
  rememberGuestMovie,
  STORAGE_KEYS,
} from "#app/features/guest/guest-storage";
import { apiClient, ApiError, data } from "#app/lib/api-client";
import { authClient } from "#app/lib/auth-client";

// Whether this browser was a guest here before (a guest id kept in local storage): only then is
// it worth asking the server for a movie before showing the "new movie" form.
export function mayBeReturningGuest(): boolean {
  return Boolean(
    readItem("local", STORAGE_KEYS.guestId) ?? readPreservedGuestRecord()?.guestId ?? null,
  );
}

// The movie a returning guest started: the guest session (its cookie) says who they are, the
// guest record in storage says which movie; when the record is gone or names a movie the guest no
// longer has, their most recently updated movie. Null for anyone who is not a guest with a movie.
export async function findGuestMovie(): Promise<Movie | null> {
  const { data: session } = await authClient.getSession();
  const user = session?.user as { id: string; isAnonymous?: boolean | null } | undefined;
  if (!user?.isAnonymous) return null;

  const record = readPreservedGuestRecord();
  const guestId = readItem("local", STORAGE_KEYS.guestId) ?? record?.guestId ?? null;
  const cached = readItem("local", STORAGE_KEYS.cachedMovieId) ?? record?.movieId ?? null;
  // A record left by an earlier guest session on this browser says nothing about this one.
  if (cached && guestId === user.id) {
    try {
      return await data(apiClient.GET("/api/movies/{id}", { params: { path: { id: cached } } }));
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 404 || error.status === 400))) {
        throw error;
      }
    }
  }
  // Most recently updated first.
  const movies = await data(apiClient.GET("/api/movies"));
  const latest = movies[0] ?? null;
  if (latest) rememberGuestMovie(user.id, latest.id);
  return latest;
}
