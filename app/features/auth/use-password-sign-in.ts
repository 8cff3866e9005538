import { useState } from "react";
import type { AuthClientError } from "./auth-error";
import { useAuthRequest } from "./use-auth-request";

export type SignInResult = "signed-in" | "second-step" | "failed";

// A sign-in with a password, by email or by phone. An account with two-step sign-in answers the
// password with a request for its code (Better Auth's `twoFactorRedirect`, for both kinds), which
// the form then shows as its second step.
export function usePasswordSignIn() {
  const request = useAuthRequest();
  const [secondStep, setSecondStep] = useState(false);

  async function signIn(
    call: () => Promise<{ data: unknown; error: AuthClientError | null }>,
  ): Promise<SignInResult> {
    let needsCode = false;
    const ok = await request.run(async () => {
      const answer = await call();
      needsCode =
        typeof answer.data === "object" &&
        answer.data !== null &&
        "twoFactorRedirect" in answer.data;
      return answer;
    }, "We couldn't sign you in. Please try again.");
    if (!ok) return "failed";
    if (!needsCode) return "signed-in";
    setSecondStep(true);
    return "second-step";
  }

  return { ...request, secondStep, signIn };
}
