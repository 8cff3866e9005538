import { createAuthClient } from "better-auth/react";
import { anonymousClient } from "better-auth/client/plugins";

// Better Auth's browser client: httpOnly cookie sessions on this origin.
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [anonymousClient()],
});

export type AuthSession = typeof authClient.$Infer.Session;
