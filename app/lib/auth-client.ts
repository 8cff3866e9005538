import { createAuthClient } from "better-auth/react";
import { anonymousClient, phoneNumberClient, twoFactorClient } from "better-auth/client/plugins";

// Better Auth's browser client: httpOnly cookie sessions on this origin. Two-step sign-in is
// handled by the login form itself (it reads `twoFactorRedirect` from the sign-in answer).
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [anonymousClient(), phoneNumberClient(), twoFactorClient()],
});

export type AuthSession = typeof authClient.$Infer.Session;
