import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { authClient } from "~/lib/auth-client";
import { authErrorMessage, errorText } from "./auth-error";
import { SocialButtons } from "./social-buttons";
import {
  MIN_PASSWORD_LENGTH,
  validateEmail,
  validateName,
  validateNewPassword,
} from "./validation";

type Errors = { name?: string; email?: string; password?: string };
type FieldName = keyof Errors;

const validators: Record<FieldName, (value: string) => string | undefined> = {
  name: validateName,
  email: validateEmail,
  password: validateNewPassword,
};

export function SignupForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<FieldName, string>>({
    name: "",
    email: "",
    password: "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function update(field: FieldName, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: validators[field](value) }));
  }

  function blur(field: FieldName) {
    if (values[field]) setErrors((e) => ({ ...e, [field]: validators[field](values[field]) }));
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors = {
      name: validateName(values.name),
      email: validateEmail(values.email),
      password: validateNewPassword(values.password),
    };
    setErrors(next);
    setFormError(null);
    const firstInvalid = (Object.keys(next) as FieldName[]).find((k) => next[k]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name=${firstInvalid}]`)?.focus();
      return;
    }
    setPending(true);
    try {
      const { error } = await authClient.signUp.email({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        callbackURL: "/app",
      });
      if (error) {
        setFormError(authErrorMessage(error, "We couldn't create your account. Please try again."));
        return;
      }
      navigate("/app", { replace: true });
    } catch (error) {
      setFormError(
        errorText(error, "We couldn't reach Lifescript. Check your connection and try again."),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-5">
      <SocialButtons onError={setFormError} />
      <form noValidate onSubmit={handleSubmit} className="grid gap-5">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={(e) => update("name", e.target.value)}
          onBlur={() => blur("name")}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.email}
          error={errors.email}
          onChange={(e) => update("email", e.target.value)}
          onBlur={() => blur("email")}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={values.password}
          error={errors.password}
          onChange={(e) => update("password", e.target.value)}
          onBlur={() => blur("password")}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button
          type="submit"
          size="lg"
          block
          pending={pending}
          pendingLabel="Creating your account..."
        >
          Create account
        </Button>
        <p className="text-center text-[13px] leading-relaxed text-ink-soft">
          Your stories stay private to you unless you choose to share them.
        </p>
      </form>
    </div>
  );
}
