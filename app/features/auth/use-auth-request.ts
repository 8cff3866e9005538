import { useState } from "react";
import { authErrorMessage, errorText, type AuthClientError } from "./auth-error";

export const NETWORK_FAILURE_MESSAGE =
  "We couldn't reach Lifescript. Check your connection and try again.";

// One request to the auth server from a form: tracks its pending state and turns every failure
// (an error answer or no answer at all) into the sentence the form shows. `run` resolves to true
// when the request succeeded; the error of an earlier try goes when it starts.
export function useAuthRequest() {
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function run(
    request: () => Promise<{ error: AuthClientError | null }>,
    failureMessage: string,
  ): Promise<boolean> {
    setPending(true);
    setFormError(null);
    try {
      const { error } = await request();
      if (error) {
        setFormError(authErrorMessage(error, failureMessage));
        return false;
      }
      return true;
    } catch (error) {
      setFormError(errorText(error, NETWORK_FAILURE_MESSAGE));
      return false;
    } finally {
      setPending(false);
    }
  }

  return { pending, formError, setFormError, run };
}
