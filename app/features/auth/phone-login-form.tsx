import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { STORAGE_KEYS, writeItem } from "~/features/guest/guest-storage";
import { authClient } from "~/lib/auth-client";
import { PhoneField } from "./phone-field";
import { useAuthRequest } from "./use-auth-request";
import { normalizePhone, validatePasswordPresent, validatePhone } from "./validation";

type Errors = { phone?: string; password?: string };

// Sign-in with a verified phone number and the account's password.
export function PhoneLoginForm() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const { pending, formError, setFormError, run } = useAuthRequest();

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
    const signedIn = await run(
      () => authClient.signIn.phoneNumber({ phoneNumber: normalizePhone(phone), password }),
      "We couldn't sign you in. Please try again.",
    );
    if (signedIn) {
      // For the guest conversion event: how this person signed in.
      writeItem("session", STORAGE_KEYS.phoneSignIn, "phone");
      navigate("/app", { replace: true });
    }
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
