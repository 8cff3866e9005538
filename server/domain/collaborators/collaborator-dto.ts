import type { Collaborator } from "#contracts/collaboration.ts";
import type { movieCollaborators } from "#server/db/schema/index.ts";

type Row = typeof movieCollaborators.$inferSelect;

// `name` is the member's account name, once they joined.
export function toCollaboratorDto(row: Row, name: string | null): Collaborator {
  const joined = row.memberId !== null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: joined ? "joined" : "invited",
    name: joined ? name : null,
    invitedAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt ? row.acceptedAt.toISOString() : null,
    expiresAt: joined ? null : row.expiresAt.toISOString(),
    version: row.version,
  };
}
