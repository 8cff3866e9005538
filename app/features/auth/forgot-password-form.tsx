import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { authClient } from "~/lib/auth-client";
import { EmailField } from "./email-field";
import { EmailSent, SentTo } from "./email-sent";
import { useAuthRequest } from "./use-auth-request";
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
  return (
    <EmailSent retryLabel="try another address" onRetry={onRetry} signInLabel="Back to sign in">
      If an account exists for <SentTo email={email} />, a link to choose a new password is on its
      way. It works for one hour.
    </EmailSent>
  );
}
