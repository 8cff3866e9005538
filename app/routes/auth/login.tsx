import { Link } from "react-router";
import { AuthShell, inlineLinkClasses } from "~/features/auth/auth-shell";
import { LoginForm } from "~/features/auth/login-form";

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
      <LoginForm />
    </AuthShell>
  );
}
