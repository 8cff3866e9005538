import { createAuthClient } from "better-auth/react";
import { anonymousClient, phoneNumberClient } from "better-auth/client/plugins";

// Better Auth's browser client: httpOnly cookie sessions on this origin.
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [anonymousClient(), phoneNumberClient()],
});

export type AuthSession = typeof authClient.$Infer.Session;
