import type { Env } from "../env.ts";
import type { Mailer } from "./mailer.ts";

// Whether a mailed link reaches anyone: through SMTP, or outside production the development
// outbox a developer reads (/dev/mail). The app asks the same of /api/config (mail, devMail).
export function mailReachesPeople(
  env: Pick<Env, "NODE_ENV">,
  mailer: Pick<Mailer, "mode">,
): boolean {
  return mailer.mode === "smtp" || env.NODE_ENV !== "production";
}
