import { takeReturnTo } from "#app/lib/return-to";
import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import {
  describeOAuthError,
  socialErrorMessage,
  type SocialProvider,
} from "#app/features/auth/auth-error";
import { AuthShell } from "#app/features/auth/auth-shell";
import { STORAGE_KEYS, writeItem } from "#app/features/guest/guest-storage";
import { authClient } from "#app/lib/auth-client";

export function meta() {
  return [{ title: "Signing you in · Lifescript" }];
}

function providerFrom(value: string | null): SocialProvider {
  return value === "apple" ? "apple" : "google";
}

// Where Google and Apple send people back: confirm the session, then into the app.
export default function AuthCallbackRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const provider = providerFrom(params.get("provider"));
  const oauthError = params.get("error");
  const [failure, setFailure] = useState<string | null>(
    oauthError
      ? socialErrorMessage(
          provider,
          describeOAuthError(oauthError, params.get("error_description")),
        )
      : null,
  );

  useEffect(() => {
    if (oauthError) return;
    let cancelled = false;
    authClient
      .getSession()
      .then(({ data, error }) => {
        if (cancelled) return;
        if (error || !data?.user) {
          setFailure(
            socialErrorMessage(
              provider,
              error?.message || "We couldn't confirm your sign-in. Please try again.",
            ),
          );
          return;
        }
        writeItem("session", STORAGE_KEYS.socialSignIn, provider);
        navigate(takeReturnTo() ?? "/app", { replace: true });
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setFailure(
            socialErrorMessage(provider, error instanceof Error ? error.message : "Network error"),
          );
      });
    return () => {
      cancelled = true;
    };
  }, [oauthError, provider, navigate]);

  if (failure) {
    return (
      <AuthShell title="Sign-in didn't finish">
        <div className="grid gap-5">
          <FormAlert>{failure}</FormAlert>
          <Link to="/auth/login" className={buttonClasses({ size: "lg", block: true })}>
            Back to sign in
          </Link>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Signing you in...">
      <div role="status" className="flex items-center gap-3 text-ink-soft">
        <Loader2 className="size-5 animate-spin text-ember" aria-hidden />
        <span>Confirming your account, one moment.</span>
      </div>
    </AuthShell>
  );
}
