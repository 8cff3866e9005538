import { useState } from "react";
import { Link } from "react-router";
import { AuthShell, inlineLinkClasses } from "~/features/auth/auth-shell";
import { ForgotPasswordForm } from "~/features/auth/forgot-password-form";

export function meta() {
  return [{ title: "Reset your password · Lifescript" }];
}

export default function ForgotPasswordRoute() {
  const [sent, setSent] = useState(false);
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
