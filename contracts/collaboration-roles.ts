// Writing together: the roles a movie's owner gives the people they invite, and what each may do.
// A module of its own with no imports: the app's movie screens read the roles on every load, and
// must not carry the invitation forms' schemas with them.
// editor: edits the screenplay, the scenes, the cards and the board;
// commenter: reads and comments; viewer: reads.
export const collaboratorRoles = ["editor", "commenter", "viewer"] as const;
export type CollaboratorRole = (typeof collaboratorRoles)[number];
export const movieRoles = ["owner", ...collaboratorRoles] as const;
export type MovieRole = (typeof movieRoles)[number];

// What each role may do; the server checks `need` on every request and every live message.
export type AccessNeed = "read" | "comment" | "edit" | "own";
const roleRank: Record<MovieRole, number> = { viewer: 0, commenter: 1, editor: 2, owner: 3 };
const needRank: Record<AccessNeed, number> = { read: 0, comment: 1, edit: 2, own: 3 };
export function roleAllows(role: MovieRole, need: AccessNeed): boolean {
  return roleRank[role] >= needRank[need];
}
