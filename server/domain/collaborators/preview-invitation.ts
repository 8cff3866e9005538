import type { Invitation } from "#contracts/collaboration.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { pendingInvitation } from "./pending-invitation.ts";

// What the invitation's page shows before the person accepts: whose movie, and what they may do.
export async function previewInvitation(db: DbOrTx, token: string): Promise<Invitation> {
  const { invitation, movieTitle, ownerName } = await pendingInvitation(db, token);
  return {
    movieTitle,
    ownerName,
    role: invitation.role,
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
