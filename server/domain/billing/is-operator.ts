import { AppError } from "../../errors.ts";

// The payment diagnostics are for operators only (ADMIN_EMAILS). Everyone else gets a plain 404,
// as if the page did not exist, so they learn nothing about it. Only a verified address counts:
// anyone can sign up with an address they do not own.
export function assertOperator(
  adminEmails: readonly string[],
  user: { email: string; emailVerified: boolean },
): void {
  if (!user.emailVerified || !adminEmails.includes(user.email.toLowerCase())) {
    throw AppError.notFound("Page");
  }
}
