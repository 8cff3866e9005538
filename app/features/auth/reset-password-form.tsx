import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { newPasswordTwiceSchema } from "#contracts/auth-fields.ts";
import { MIN_PASSWORD_LENGTH } from "#contracts/sign-up.ts";
import { buttonClasses } from "#app/components/ui/button";
import { FormField, SchemaForm, SubmitButton, useSchemaForm } from "#app/components/ui/form";
import { FormAlert } from "#app/components/ui/form-alert";
import { authClient } from "#app/lib/auth-client";
import { authErrorMessage, errorText } from "./auth-error";
import { inlineLinkClasses } from "./auth-shell";
import { NETWORK_FAILURE_MESSAGE } from "./use-auth-request";

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useSchemaForm(newPasswordTwiceSchema, { password: "", confirm: "" });
  const [formError, setFormError] = useState<{ message: string; expired: boolean } | null>(null);
  const [done, setDone] = useState(false);

  async function handleSubmit({ password }: { password: string }) {
    setFormError(null);
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error) {
        setFormError({
          message: authErrorMessage(error, "We couldn't change your password. Please try again."),
          expired: error.code === "INVALID_TOKEN" || error.status === 400,
        });
        return;
      }
      setDone(true);
      onDone();
    } catch (error) {
      setFormError({
        message: errorText(error, NETWORK_FAILURE_MESSAGE),
        expired: false,
      });
    }
  }

  if (done) {
    return (
      <div className="grid gap-5">
        <FormAlert tone="success">
          Your password has been changed. Sign in with your new password.
        </FormAlert>
        <Link to="/auth/login" className={buttonClasses({ size: "lg", block: true })}>
          <CheckCircle2 className="size-5" aria-hidden />
          Sign in
        </Link>
      </div>
    );
  }

  return (
    <SchemaForm form={form} onSubmit={handleSubmit} className="grid gap-5">
      <FormField
        name="password"
        kind="password"
        label="New password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <FormField
        name="confirm"
        kind="password"
        label="Confirm new password"
        autoComplete="new-password"
        required
      />
      {formError && (
        <FormAlert>
          {formError.message}
          {formError.expired && (
            <>
              {" "}
              <Link
                to="/auth/forgot-password"
                className="font-semibold underline underline-offset-2"
              >
                Request a new link
              </Link>
            </>
          )}
        </FormAlert>
      )}
      <SubmitButton size="lg" block pendingLabel="Saving...">
        Set new password
      </SubmitButton>
      <p className="text-center text-sm text-ink-soft">
        Remembered it?{" "}
        <Link to="/auth/login" className={inlineLinkClasses}>
          Sign in
        </Link>
      </p>
    </SchemaForm>
  );
}
