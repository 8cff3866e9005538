import { z } from "#contracts/zod.ts";
import { emailAddressSchema } from "#contracts/auth-fields.ts";
import { useState } from "react";
import {
  FormError,
  FormField,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
} from "#app/components/ui/form";
import { authClient } from "#app/lib/auth-client";
import { EmailSent, SentTo } from "./email-sent";
import { useAuthRequest } from "./use-auth-request";

const forgotPasswordSchema = z.object({ email: emailAddressSchema });

export function ForgotPasswordForm({ onSent }: { onSent: (sent: boolean) => void }) {
  const { formError, run } = useAuthRequest();
  const form = useSchemaForm(forgotPasswordSchema, { email: "" });
  const [sentTo, setSentTo] = useState<string | null>(null);

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
    <SchemaForm
      form={form}
      className="grid gap-5"
      onSubmit={async ({ email }) => {
        const sent = await run(
          () =>
            authClient.requestPasswordReset({
              email,
              redirectTo: "/auth/reset-password",
            }),
          "We couldn't send the reset link. Please try again.",
        );
        if (!sent) return;
        setSentTo(email);
        onSent(true);
      }}
    >
      <FormField name="email" kind="email" required />
      <FormError message={formError} />
      <SubmitButton size="lg" block pendingLabel="Sending link...">
        Send reset link
      </SubmitButton>
    </SchemaForm>
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
