import type { ShareLink } from "./share-api";
import { formatDateTime } from "#app/lib/format-date";

// The words and dates of a share link: how long a new one lasts, what its card says, and the
// message sent with it.

export const EXPIRY = [
  { value: "never", label: "Never expires", days: null },
  { value: "1", label: "Expires in 1 day", days: 1 },
  { value: "7", label: "Expires in 7 days", days: 7 },
  { value: "30", label: "Expires in 30 days", days: 30 },
] as const;

export type ExpiryChoice = (typeof EXPIRY)[number]["value"];

/** The expiry a new link is created with: none, or that many days from now. */
export function expiresAtFor(choice: ExpiryChoice, now: number = Date.now()): string | null {
  const days = EXPIRY.find((e) => e.value === choice)?.days ?? null;
  return days ? new Date(now + days * 86_400_000).toISOString() : null;
}

export function expiryLabel(link: Pick<ShareLink, "expiresAt">): string {
  if (!link.expiresAt) return "No expiry";
  return `Expires ${formatDateTime(link.expiresAt)}`;
}

export function shareText(title: string): string {
  return `Read “${title}”, my life story as a screenplay, written with Lifescript.`;
}
