import type { ContactInput } from "#contracts/contact.ts";
import { postJson } from "#app/lib/api/light-calls";

// The footer's contact form, sent through the same send() as every call (a failure is an
// ApiError), without openapi-fetch: the footer is on every public page.
export function sendContactMessage(message: ContactInput): Promise<void> {
  return postJson("/api/contact/submit", message);
}
