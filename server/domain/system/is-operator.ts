import { AppError } from "#server/errors.ts";

// The operators' pages (integrations, payment diagnostics) are for ADMIN_EMAILS only. Everyone
// else gets a plain 404, as if the page did not exist, so they learn nothing about it. Only a
// verified address counts: anyone can sign up with an address they do not own.
export function isOperator(
  adminEmails: readonly string[],
  user: { email: string; emailVerified: boolean } | null,
): boolean {
  return Boolean(user?.emailVerified && adminEmails.includes(user.email.toLowerCase()));
}

export function assertOperator(
  adminEmails: readonly string[],
  user: { email: string; emailVerified: boolean },
): void {
  if (!isOperator(adminEmails, user)) throw AppError.notFound("Page");
}
