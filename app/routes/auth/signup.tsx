import { Link } from "react-router";
import { AuthShell, inlineLinkClasses } from "~/features/auth/auth-shell";
import { PhoneSignupForm } from "~/features/auth/phone-signup-form";
import { SignInMethods } from "~/features/auth/sign-in-methods";
import { SignupForm } from "~/features/auth/signup-form";

export function meta() {
  return [{ title: "Create your account · Lifescript" }];
}

// Serves both /auth/signup and /auth/register.
export default function SignupRoute() {
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
      <SignInMethods label="Sign up with" email={<SignupForm />} phone={<PhoneSignupForm />} />
    </AuthShell>
  );
}
