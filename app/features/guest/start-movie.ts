import type { Movie, MovieCreate } from "#contracts/movie.ts";
import { rememberGuestMovie } from "#app/features/guest/guest-storage";
import { createMovie } from "#app/features/movies/movies-api";
import { authClient } from "#app/lib/auth-client";

export type StartedMovie = { movie: Movie; isGuest: boolean };

// A visitor without a session becomes a guest first, so the movie has an owner to move later.
export async function startMovie(input: MovieCreate): Promise<StartedMovie> {
  const current = await authClient.getSession();
  let user = current.data?.user ?? null;
  if (!user) {
    const { data, error } = await authClient.signIn.anonymous();
    if (error || !data?.user) {
      throw new Error(error?.message || "We couldn't start a guest session. Please try again.");
    }
    user = data.user;
  }
  const isGuest =
    Boolean((user as { isAnonymous?: boolean | null }).isAnonymous) || !current.data?.user;
  const movie = await createMovie(input);
  if (isGuest) rememberGuestMovie(user.id, movie.id);
  return { movie, isGuest };
}
