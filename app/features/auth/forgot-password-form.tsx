import { MailCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { authClient } from "~/lib/auth-client";
import { inlineLinkClasses } from "./auth-shell";
import { EmailField } from "./email-field";
import { useAuthRequest } from "./use-auth-request";
import { usePublicConfig } from "./use-public-config";
import { validateEmail } from "./validation";

export function ForgotPasswordForm({ onSent }: { onSent: (sent: boolean) => void }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { pending, formError, setFormError, run } = useAuthRequest();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid);
    setFormError(null);
    if (invalid) {
      event.currentTarget.querySelector<HTMLInputElement>("input[name=email]")?.focus();
      return;
    }
    const sent = await run(
      () =>
        authClient.requestPasswordReset({
          email: email.trim(),
          redirectTo: "/auth/reset-password",
        }),
      "We couldn't send the reset link. Please try again.",
    );
    if (!sent) return;
    setSentTo(email.trim());
    onSent(true);
  }

  if (sentTo) {
    return (
      <CheckYourEmail
        email={sentTo}
        onRetry={() => {
          setSentTo(null);
          onSent(false);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <EmailField
        value={email}
        error={error}
        onChange={(value) => {
          setEmail(value);
          if (error) setError(undefined);
        }}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" block pending={pending} pendingLabel="Sending link...">
        Send reset link
      </Button>
    </form>
  );
}

function CheckYourEmail({ email, onRetry }: { email: string; onRetry: () => void }) {
  const config = usePublicConfig();
  return (
    <div role="status" className="grid gap-5">
      <div className="flex items-start gap-3 rounded-2xl bg-cream p-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-ember">
          <MailCheck className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="font-display text-xl font-semibold">Check your email</h2>
          <p className="mt-1 text-[15px] leading-relaxed text-ink-soft">
            If an account exists for{" "}
            <strong className="font-semibold break-all text-ink">{email}</strong>, a link to choose
            a new password is on its way. It works for one hour.
          </p>
        </div>
      </div>
      {config.data?.devMail && (
        <p className="text-sm text-ink-soft">
          Running locally: emails are kept in the{" "}
          <a href="/dev/mail" className={inlineLinkClasses}>
            development outbox
          </a>
          .
        </p>
      )}
      <p className="text-sm text-ink-soft">
        Nothing arrived after a few minutes? Check your spam folder, or{" "}
        <button type="button" onClick={onRetry} className={`${inlineLinkClasses} rounded`}>
          try another address
        </button>
        .
      </p>
      <Link
        to="/auth/login"
        className={buttonClasses({ variant: "secondary", size: "lg", block: true })}
      >
        Back to sign in
      </Link>
    </div>
  );
}
