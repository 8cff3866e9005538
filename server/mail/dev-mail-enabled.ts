import type { Deps } from "../context.ts";

// The development outbox page (/dev/mail) exists outside production when mail is kept in the
// outbox instead of sent: the one rule, for mounting the route and for /api/config's devMail.
export const devMailEnabled = ({ env, mailer }: Pick<Deps, "env" | "mailer">): boolean =>
  env.NODE_ENV !== "production" && mailer.mode === "outbox";
