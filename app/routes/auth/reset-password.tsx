import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { AuthShell } from "#app/features/auth/auth-shell";
import { ResetPasswordForm } from "#app/features/auth/reset-password-form";

export function meta() {
  return [{ title: "Choose a new password · Lifescript" }];
}

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkError = params.get("error");
  const [done, setDone] = useState(false);

  if (!token || linkError) {
    return (
      <AuthShell title="This link can't be used">
        <div className="grid gap-5">
          <FormAlert>
            {linkError
              ? "This password reset link is invalid or has expired. Links work for one hour and only once."
              : "This page needs the link from your password reset email, and the link we received is incomplete."}
          </FormAlert>
          <p className="text-[15px] leading-relaxed text-ink-soft">
            Request a new link and open it from the most recent email we send you.
          </p>
          <Link to="/auth/forgot-password" className={buttonClasses({ size: "lg", block: true })}>
            Request a new link
          </Link>
          <Link
            to="/auth/login"
            className={buttonClasses({ variant: "ghost", size: "lg", block: true })}
          >
            Back to sign in
          </Link>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={done ? "Password changed" : "Choose a new password"}
      subtitle={done ? undefined : "Pick something you haven't used here before."}
    >
      <ResetPasswordForm token={token} onDone={() => setDone(true)} />
    </AuthShell>
  );
}
