import { useState } from "react";
import { Link } from "react-router";
import { AuthShell, inlineLinkClasses } from "#app/features/auth/auth-shell";
import { SignInMethods } from "#app/features/auth/sign-in-methods";
import { SignUpSent } from "#app/features/auth/sign-up-sent";
import { SignupForm, type EmailSignUp } from "#app/features/auth/signup-form";

export function meta() {
  return [{ title: "Create your account · Lifescript" }];
}

// Serves both /auth/signup and /auth/register.
export default function SignupRoute() {
  const [sent, setSent] = useState<EmailSignUp | null>(null);
  // "Try again" comes back to the form with what was typed, to fix a mistyped address.
  const [typed, setTyped] = useState<EmailSignUp | null>(null);
  if (sent) {
    return (
      <AuthShell title="Almost there">
        <SignUpSent
          email={sent.email}
          onRetry={() => {
            setTyped(sent);
            setSent(null);
          }}
        />
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title="Start your story"
      subtitle="Create an account to keep your movies and the moments inside them."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/auth/login" className={inlineLinkClasses}>
            Sign in
          </Link>
        </>
      }
    >
      <SignInMethods
        label="Sign up with"
        email={<SignupForm initial={typed} onSent={setSent} />}
        phone={<SignupForm by="phone" onSent={setSent} />}
      />
    </AuthShell>
  );
}
