import type { ContactInput } from "#contracts/contact.ts";
import { api } from "#app/lib/api-client";

// The footer's contact form, sent like every other call to the API (a failure is an ApiError).
export function sendContactMessage(message: ContactInput): Promise<unknown> {
  return api.post("/api/contact/submit", message);
}
