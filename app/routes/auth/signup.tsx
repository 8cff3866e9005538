import { useState } from "react";
import { Link } from "react-router";
import { AuthShell, inlineLinkClasses } from "#app/features/auth/auth-shell";
import { SignInMethods } from "#app/features/auth/sign-in-methods";
import { SignUpSent } from "#app/features/auth/sign-up-sent";
import { SignupForm } from "#app/features/auth/signup-form";

export function meta() {
  return [{ title: "Create your account · Lifescript" }];
}

// Serves both /auth/signup and /auth/register.
export default function SignupRoute() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) {
    return (
      <AuthShell title="Almost there">
        <SignUpSent email={sentTo} onRetry={() => setSentTo(null)} />
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
        email={<SignupForm onSent={setSentTo} />}
        phone={<SignupForm by="phone" onSent={setSentTo} />}
      />
    </AuthShell>
  );
}
