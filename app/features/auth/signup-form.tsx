import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { authClient } from "~/lib/auth-client";
import { EMAIL_CONFIRMED_PATH } from "~/lib/paths";
import { EmailField } from "./email-field";
import { SocialButtons } from "./social-buttons";
import { useAuthRequest } from "./use-auth-request";
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

// `onSent`: the server mailed a link to the address (it makes the account, or tells the owner of
// a known address); the page then says to check the inbox. A server whose mail reaches nobody
// signs the account in at once instead.
export function SignupForm({ onSent }: { onSent: (email: string) => void }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<FieldName, string>>({
    name: "",
    email: "",
    password: "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const { pending, formError, setFormError, run } = useAuthRequest();

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
    let signedIn = false;
    const asked = await run(async () => {
      const answer = await authClient.signUp.email({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        callbackURL: EMAIL_CONFIRMED_PATH,
      });
      signedIn = Boolean(answer.data?.token);
      return answer;
    }, "We couldn't create your account. Please try again.");
    if (!asked) return;
    if (signedIn) navigate("/app", { replace: true });
    else onSent(values.email.trim());
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
        <EmailField
          value={values.email}
          error={errors.email}
          onChange={(value) => update("email", value)}
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
