import { and, count, eq, sql } from "drizzle-orm";
import {
  INVITATION_DAYS,
  MAX_COLLABORATORS,
  type CollaboratorCreate,
  type CollaboratorCreated,
} from "#contracts/collaboration.ts";
import type { Db } from "#server/db/client.ts";
import { movieCollaborators, user } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { invitationMail } from "#server/mail/invitation-templates.ts";
import { makeLive } from "../live/make-live.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { toCollaboratorDto } from "./collaborator-dto.ts";
import { inviteUrl, newInvitationToken } from "./invitation-token.ts";

const DAY_MS = 86_400_000;

// The owner invites an address to the movie with a role, and the address gets a mail with the
// link. Inviting an address again while it is pending sends a new link: the old one stops
// working. The first invitation makes the screenplay live, in the same transaction.
export async function inviteCollaborator(
  db: Db,
  mailer: Mailer,
  userId: string,
  movieId: string,
  input: CollaboratorCreate,
  baseUrl: string,
): Promise<CollaboratorCreated> {
  return db.transaction(async (tx) => {
    // Locked: two invitations at once must not both slip under the limit.
    const { ownerId } = await movieAccess(tx, userId, movieId, "own", { lock: true });
    const [owner] = await tx
      .select({ name: user.name, email: user.email })
      .from(user)
      .where(eq(user.id, ownerId));
    if (!owner) throw AppError.notFound("Movie");
    if (owner.email.toLowerCase() === input.email) {
      throw AppError.conflict("That is your own address: the movie is already yours.");
    }
    const [existing] = await tx
      .select()
      .from(movieCollaborators)
      .where(
        and(eq(movieCollaborators.movieId, movieId), eq(movieCollaborators.email, input.email)),
      );
    if (existing?.memberId) {
      throw AppError.conflict(
        "This person has already joined the movie. Change their role in the list instead.",
      );
    }
    const [counted] = await tx
      .select({ n: count() })
      .from(movieCollaborators)
      .where(eq(movieCollaborators.movieId, movieId));
    const people = Number(counted?.n ?? 0);
    if (!existing && people >= MAX_COLLABORATORS) {
      throw new AppError(
        "collaborator_limit",
        `A movie can be shared with ${MAX_COLLABORATORS} people at most, pending invitations included. Remove someone to invite another person.`,
      );
    }
    if (people === 0) await makeLive(tx, movieId);

    const { token, hash } = newInvitationToken();
    const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
    const [row] = existing
      ? await tx
          .update(movieCollaborators)
          .set({
            role: input.role,
            tokenHash: hash,
            expiresAt,
            version: sql`${movieCollaborators.version} + 1`,
            // A new invitation: the list shows when it was sent.
            createdAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(movieCollaborators.id, existing.id))
          .returning()
      : await tx
          .insert(movieCollaborators)
          .values({
            movieId,
            userId: ownerId,
            email: input.email,
            role: input.role,
            tokenHash: hash,
            expiresAt,
          })
          .returning();
    if (!row) throw new Error("invitation insert returned no row");
    const url = inviteUrl(baseUrl, token);
    await mailer.send(
      { to: input.email, ...invitationMail(owner.name, input.role, url, INVITATION_DAYS) },
      tx,
    );
    return { ...toCollaboratorDto(row, null), inviteUrl: url };
  });
}
