import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { STORAGE_KEYS, writeItem } from "~/features/guest/guest-storage";
import { authClient } from "~/lib/auth-client";
import { PhoneField } from "./phone-field";
import { TwoFactorChallenge } from "./two-factor-challenge";
import { usePasswordSignIn } from "./use-password-sign-in";
import { normalizePhone, validatePasswordPresent, validatePhone } from "./validation";

type Errors = { phone?: string; password?: string };

// Sign-in with a verified phone number and the account's password.
export function PhoneLoginForm() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const { pending, formError, setFormError, secondStep, signIn } = usePasswordSignIn();

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors = {
      phone: validatePhone(phone),
      password: validatePasswordPresent(password),
    };
    setErrors(next);
    setFormError(null);
    if (next.phone || next.password) {
      event.currentTarget
        .querySelector<HTMLInputElement>(next.phone ? "input[name=phone]" : "input[name=password]")
        ?.focus();
      return;
    }
    const result = await signIn(() =>
      authClient.signIn.phoneNumber({ phoneNumber: normalizePhone(phone), password }),
    );
    if (result === "failed") return;
    // For the guest conversion event: how this person signed in.
    writeItem("session", STORAGE_KEYS.phoneSignIn, "phone");
    if (result === "signed-in") navigate("/app", { replace: true });
  }

  if (secondStep) {
    return <TwoFactorChallenge onSignedIn={() => navigate("/app", { replace: true })} />;
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <PhoneField
        value={phone}
        error={errors.phone}
        onChange={(value) => {
          setPhone(value);
          if (errors.phone) setErrors((x) => ({ ...x, phone: undefined }));
        }}
        onBlur={() => phone && setErrors((x) => ({ ...x, phone: validatePhone(phone) }))}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
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
  );
}
