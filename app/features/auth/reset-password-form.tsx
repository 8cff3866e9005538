import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { authClient } from "~/lib/auth-client";
import { authErrorMessage, errorText } from "./auth-error";
import { inlineLinkClasses } from "./auth-shell";
import { NETWORK_FAILURE_MESSAGE } from "./use-auth-request";
import { MIN_PASSWORD_LENGTH, validateNewPassword } from "./validation";

type Errors = { password?: string; confirm?: string };

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<{ message: string; expired: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors = {
      password: validateNewPassword(password),
      confirm: !confirm
        ? "Type the password again."
        : confirm !== password
          ? "The two passwords don't match."
          : undefined,
    };
    setErrors(next);
    setFormError(null);
    if (next.password || next.confirm) {
      event.currentTarget
        .querySelector<HTMLInputElement>(
          next.password ? "input[name=password]" : "input[name=confirm]",
        )
        ?.focus();
      return;
    }
    setPending(true);
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
    } finally {
      setPending(false);
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
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={password}
        error={errors.password}
        onChange={(e) => {
          setPassword(e.target.value);
          if (errors.password)
            setErrors((x) => ({ ...x, password: validateNewPassword(e.target.value) }));
        }}
      />
      <TextField
        label="Confirm new password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        error={errors.confirm}
        onChange={(e) => {
          setConfirm(e.target.value);
          if (errors.confirm) setErrors((x) => ({ ...x, confirm: undefined }));
        }}
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
      <Button type="submit" size="lg" block pending={pending} pendingLabel="Saving...">
        Set new password
      </Button>
      <p className="text-center text-sm text-ink-soft">
        Remembered it?{" "}
        <Link to="/auth/login" className={inlineLinkClasses}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
