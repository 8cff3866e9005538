import { Link } from "react-router";
import { AuthShell, inlineLinkClasses } from "#app/features/auth/auth-shell";
import { LoginForm } from "#app/features/auth/login-form";
import { SignInMethods } from "#app/features/auth/sign-in-methods";

export function meta() {
  return [{ title: "Sign in · Lifescript" }];
}

export default function LoginRoute() {
  return (
    <AuthShell
      title="Welcome back"
      subtitle="Sign in to pick up your story where you left it."
      footer={
        <>
          New to Lifescript?{" "}
          <Link to="/auth/signup" className={inlineLinkClasses}>
            Create an account
          </Link>
        </>
      }
    >
      <SignInMethods label="Sign in with" email={<LoginForm />} phone={<LoginForm by="phone" />} />
    </AuthShell>
  );
}
