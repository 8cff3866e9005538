import crypto from "node:crypto";

// Colours readable as a caret and a name tag on the page's cream background, far enough apart to
// tell a handful of people apart.
export const PERSON_COLORS = [
  "#b4472f",
  "#2f6fb4",
  "#2f8f5b",
  "#8a4fb8",
  "#c27c0e",
  "#c2386f",
  "#1f8a99",
  "#6b7a1f",
] as const;

// The same person has the same colour in every movie and on every server.
export function personColor(userId: string): string {
  const first = crypto.createHash("sha256").update(userId).digest()[0] ?? 0;
  return PERSON_COLORS[first % PERSON_COLORS.length] ?? PERSON_COLORS[0];
}
