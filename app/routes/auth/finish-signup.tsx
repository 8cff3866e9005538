import { takeReturnTo } from "#app/lib/return-to";
import { Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { authErrorMessage, type AuthClientError } from "#app/features/auth/auth-error";
import { AuthShell } from "#app/features/auth/auth-shell";
import { NETWORK_FAILURE_MESSAGE } from "#app/features/auth/use-auth-request";
import { authClient } from "#app/lib/auth-client";
import { EMAIL_CONFIRMED_PATH } from "#app/lib/paths";

export function meta() {
  return [{ title: "Finishing your account · Lifescript" }];
}

const NO_TOKEN = "This link is not whole. Open the link from the email again, or copy all of it.";

// Where the sign-up mail's link lands: the account is made (and signed in here, with the movie a
// guest started in this browser) by one request, then the app opens. The request is made by the
// page, not by opening the link, so a mail scanner that follows links makes no account.
export default function FinishSignUpRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const [failure, setFailure] = useState<string | null>(token ? null : NO_TOKEN);
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: the link works once (development's double effects would spend it).
    if (!token || sent.current) return;
    sent.current = true;
    authClient
      .$fetch<{ token: string }>("/sign-up/finish", { method: "POST", body: { token } })
      .then(({ error }: { error: AuthClientError | null }) => {
        if (error) {
          setFailure(authErrorMessage(error, "We couldn't finish creating your account."));
          return;
        }
        authClient.$store.notify("$sessionSignal");
        navigate(takeReturnTo() ?? EMAIL_CONFIRMED_PATH, { replace: true });
      })
      .catch(() => setFailure(NETWORK_FAILURE_MESSAGE));
  }, [token, navigate]);

  if (failure) {
    return (
      <AuthShell title="This link didn't work">
        <div className="grid gap-5">
          <FormAlert>{failure}</FormAlert>
          <Link to="/auth/login" className={buttonClasses({ size: "lg", block: true })}>
            Sign in
          </Link>
          <Link
            to="/auth/signup"
            className={buttonClasses({ variant: "secondary", size: "lg", block: true })}
          >
            Sign up again
          </Link>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Finishing your account...">
      <div role="status" className="flex items-center gap-3 text-ink-soft">
        <Loader2 className="size-5 animate-spin text-ember" aria-hidden />
        <span>Setting up your account, one moment.</span>
      </div>
    </AuthShell>
  );
}
