import type { CollaboratorRole } from "#contracts/collaboration.ts";

// Each role as the owner chooses it: its name, and one line on what it lets a person do.
export const ROLES: { value: CollaboratorRole; label: string; hint: string }[] = [
  {
    value: "editor",
    label: "Can edit",
    hint: "Writes the screenplay with you, live, and changes scenes and cards.",
  },
  { value: "commenter", label: "Can comment", hint: "Reads everything and leaves comments." },
  { value: "viewer", label: "Can read", hint: "Reads the movie and its screenplay, nothing more." },
];

export function roleLabel(role: CollaboratorRole): string {
  return ROLES.find((r) => r.value === role)?.label ?? role;
}
