import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { guestLinks } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { GuestConversion } from "./convert-guest-data.ts";

// The guest's data moved when the guest's own session signed in; this reads what moved.
// Only the account that the guest session became can read it.
export async function getGuestConversion(
  db: DbOrTx,
  userId: string,
  placeholderUserId: string,
): Promise<GuestConversion> {
  const [link] = await db
    .select()
    .from(guestLinks)
    .where(and(eq(guestLinks.anonymousUserId, placeholderUserId), eq(guestLinks.userId, userId)));
  if (!link) {
    throw new AppError(
      "not_found",
      "No guest session was linked to this account. Start a movie at /movify and sign in from the same browser.",
    );
  }
  return { moviesConverted: link.moviesConverted, movieId: link.movieId };
}
