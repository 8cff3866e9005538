// Writing together: the people a movie's owner invites, and the shapes of the sharing API.
import { emailAddressSchema } from "./auth-fields.ts";
import { collaboratorRoles, movieRoles } from "./collaboration-roles.ts";
import { rowVersion } from "./input-rules.ts";
import { z } from "./zod.ts";

export {
  collaboratorRoles,
  movieRoles,
  roleAllows,
  type AccessNeed,
  type CollaboratorRole,
  type MovieRole,
} from "./collaboration-roles.ts";

// People per movie, pending invitations included.
export const MAX_COLLABORATORS = 10;
// An invitation link opens for this long, then is dead.
export const INVITATION_DAYS = 14;

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
