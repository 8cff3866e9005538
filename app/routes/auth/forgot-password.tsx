import { useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { AuthShell, inlineLinkClasses } from "#app/features/auth/auth-shell";
import { ForgotPasswordForm } from "#app/features/auth/forgot-password-form";
import { useMailReachesPeople } from "#app/features/auth/use-public-config";

export function meta() {
  return [{ title: "Reset your password · Lifescript" }];
}

export default function ForgotPasswordRoute() {
  const [sent, setSent] = useState(false);
  const mailReachesPeople = useMailReachesPeople();
  // No email leaves this installation: a reset link would never arrive, so none is offered.
  if (mailReachesPeople === false) {
    return (
      <AuthShell
        title="Forgot your password?"
        subtitle="Passwords can't be reset by email here. The person who set up this Lifescript can help you back in."
      >
        <Link
          to="/auth/login"
          className={buttonClasses({ variant: "secondary", size: "lg", block: true })}
        >
          Back to sign in
        </Link>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title={sent ? "Link sent" : "Forgot your password?"}
      subtitle={
        sent
          ? undefined
          : "Enter the email you signed up with and we'll send you a link to choose a new one."
      }
      footer={
        sent ? undefined : (
          <>
            Remembered it?{" "}
            <Link to="/auth/login" className={inlineLinkClasses}>
              Back to sign in
            </Link>
          </>
        )
      }
    >
      <ForgotPasswordForm onSent={setSent} />
    </AuthShell>
  );
}
