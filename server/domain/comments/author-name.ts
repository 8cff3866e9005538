import type { MovieRole } from "#contracts/collaboration-roles.ts";

// The name a comment made in the app is signed with: the person's own, trimmed; someone with no
// name yet is still said to be the writer or one of the people the movie is shared with.
export function authorNameOf(name: string, role: MovieRole): string {
  return name.trim() || (role === "owner" ? "The writer" : "Someone the movie is shared with");
}
