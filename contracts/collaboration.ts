import { emailAddressSchema } from "./auth-fields.ts";
import { rowVersion } from "./input-rules.ts";
import { z } from "./zod.ts";

// Writing together: the people a movie's owner invites, with what each may do.
// editor: edits the screenplay, the scenes, the cards and the board;
// commenter: reads and comments; viewer: reads.
export const collaboratorRoles = ["editor", "commenter", "viewer"] as const;
export type CollaboratorRole = (typeof collaboratorRoles)[number];
export const movieRoles = ["owner", ...collaboratorRoles] as const;
export type MovieRole = (typeof movieRoles)[number];

// People per movie, pending invitations included.
export const MAX_COLLABORATORS = 10;
// An invitation link opens for this long, then is dead.
export const INVITATION_DAYS = 14;

// What each role may do; the server checks `need` on every request and every live message.
export type AccessNeed = "read" | "comment" | "edit" | "own";
const roleRank: Record<MovieRole, number> = { viewer: 0, commenter: 1, editor: 2, owner: 3 };
const needRank: Record<AccessNeed, number> = { read: 0, comment: 1, edit: 2, own: 3 };
export function roleAllows(role: MovieRole, need: AccessNeed): boolean {
  return roleRank[role] >= needRank[need];
}

export const ROLE_REQUIRED = "Choose what they may do: edit, comment or read.";
const roleSchema = z.enum(collaboratorRoles, { error: ROLE_REQUIRED });

export const collaboratorCreateSchema = z.object({
  email: emailAddressSchema.transform((e) => e.toLowerCase()),
  role: roleSchema,
});
export type CollaboratorCreate = z.infer<typeof collaboratorCreateSchema>;

export const collaboratorUpdateSchema = z.object({ role: roleSchema, version: rowVersion() });
export type CollaboratorUpdate = z.infer<typeof collaboratorUpdateSchema>;

export const collaboratorStatuses = ["invited", "joined"] as const;

export const collaboratorSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(collaboratorRoles),
  status: z.enum(collaboratorStatuses),
  // The member's name once they joined.
  name: z.string().nullable(),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  // While invited: when the link stops working.
  expiresAt: z.string().nullable(),
  version: z.number().int(),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

// The answer to an invitation: the same link the mail carries, so the owner may send it another way.
export const collaboratorCreatedSchema = collaboratorSchema.extend({ inviteUrl: z.string() });
export type CollaboratorCreated = z.infer<typeof collaboratorCreatedSchema>;

export const collaboratorListSchema = z.object({
  owner: z.object({ name: z.string(), email: z.string() }),
  collaborators: z.array(collaboratorSchema),
});
export type CollaboratorList = z.infer<typeof collaboratorListSchema>;

// What the invitation link shows before it is accepted.
export const invitationSchema = z.object({
  movieTitle: z.string(),
  ownerName: z.string(),
  role: z.enum(collaboratorRoles),
  email: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationAcceptedSchema = z.object({
  movieId: z.string(),
  role: z.enum(collaboratorRoles),
});
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;

// How the caller works on a movie: their role, whether its screenplay is edited live, and who
// else is in it.
export const collaborationSchema = z.object({
  role: z.enum(movieRoles),
  live: z.boolean(),
  people: z.array(z.object({ name: z.string(), role: z.enum(movieRoles), color: z.string() })),
  // The live screenplay's size limit, in characters.
  maxChars: z.number().int(),
});
export type Collaboration = z.infer<typeof collaborationSchema>;
