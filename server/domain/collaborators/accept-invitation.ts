import { and, eq, sql } from "drizzle-orm";
import type { InvitationAccepted } from "#contracts/collaboration.ts";
import type { Db } from "#server/db/client.ts";
import { movieCollaborators } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { pendingInvitation } from "./pending-invitation.ts";

// A signed-in person accepts an invitation: the movie is theirs to work on with the invited
// role, and the link is spent. Whoever holds the link may accept it, whatever address it was
// sent to: the owner may have sent it another way. Someone who already joined the movie (by
// another of their addresses) keeps their place, and the spare invitation is spent.
export async function acceptInvitation(
  db: Db,
  userId: string,
  token: string,
): Promise<InvitationAccepted> {
  return db.transaction(async (tx) => {
    const { invitation } = await pendingInvitation(tx, token, { lock: true });
    if (invitation.userId === userId) {
      throw AppError.conflict("This is your own movie: the invitation is for someone else.");
    }
    const [already] = await tx
      .select()
      .from(movieCollaborators)
      .where(
        and(
          eq(movieCollaborators.movieId, invitation.movieId),
          eq(movieCollaborators.memberId, userId),
        ),
      );
    if (already) {
      await tx.delete(movieCollaborators).where(eq(movieCollaborators.id, invitation.id));
      return { movieId: already.movieId, role: already.role };
    }
    await tx
      .update(movieCollaborators)
      .set({
        memberId: userId,
        tokenHash: null,
        acceptedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(movieCollaborators.id, invitation.id));
    return { movieId: invitation.movieId, role: invitation.role };
  });
}
