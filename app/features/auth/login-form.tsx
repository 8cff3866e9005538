import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { authClient } from "~/lib/auth-client";
import { inlineLinkClasses } from "./auth-shell";
import { EmailField } from "./email-field";
import { SocialButtons } from "./social-buttons";
import { TwoFactorChallenge } from "./two-factor-challenge";
import { usePasswordSignIn } from "./use-password-sign-in";
import { useMailReachesPeople } from "./use-public-config";
import { validateEmail, validatePasswordPresent } from "./validation";

type Errors = { email?: string; password?: string };

export function LoginForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const { pending, formError, setFormError, secondStep, signIn } = usePasswordSignIn();
  const mailReachesPeople = useMailReachesPeople();

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors = {
      email: validateEmail(email),
      password: validatePasswordPresent(password),
    };
    setErrors(next);
    setFormError(null);
    if (next.email || next.password) {
      event.currentTarget
        .querySelector<HTMLInputElement>(next.email ? "input[name=email]" : "input[name=password]")
        ?.focus();
      return;
    }
    const result = await signIn(() => authClient.signIn.email({ email: email.trim(), password }));
    if (result === "signed-in") navigate("/app", { replace: true });
  }

  if (secondStep) {
    return <TwoFactorChallenge onSignedIn={() => navigate("/app", { replace: true })} />;
  }

  return (
    <div className="grid gap-5">
      <SocialButtons onError={setFormError} />
      <form noValidate onSubmit={handleSubmit} className="grid gap-5">
        <EmailField
          value={email}
          error={errors.email}
          onChange={(value) => {
            setEmail(value);
            if (errors.email) setErrors((x) => ({ ...x, email: undefined }));
          }}
          onBlur={() => email && setErrors((x) => ({ ...x, email: validateEmail(email) }))}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          labelAside={
            mailReachesPeople === false ? undefined : (
              <Link to="/auth/forgot-password" className={`text-sm ${inlineLinkClasses}`}>
                Forgot password?
              </Link>
            )
          }
          onChange={(e) => {
            setPassword(e.target.value);
            if (errors.password) setErrors((x) => ({ ...x, password: undefined }));
          }}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" size="lg" block pending={pending} pendingLabel="Signing in...">
          Sign in
        </Button>
      </form>
    </div>
  );
}
