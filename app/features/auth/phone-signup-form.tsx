import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { STORAGE_KEYS, writeItem } from "~/features/guest/guest-storage";
import { authClient } from "~/lib/auth-client";
import { PhoneField } from "./phone-field";
import { useAuthRequest } from "./use-auth-request";
import {
  MIN_PASSWORD_LENGTH,
  normalizePhone,
  validateName,
  validateNewPassword,
  validatePhone,
} from "./validation";

type FieldName = "name" | "phone" | "password";
type Errors = Partial<Record<FieldName | "code", string>>;

const validators: Record<FieldName, (value: string) => string | undefined> = {
  name: validateName,
  phone: validatePhone,
  password: validateNewPassword,
};

// Sign-up with a phone number: name, number and password first, then the six-digit code texted
// to the number. The account exists only once the code is right.
export function PhoneSignupForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<FieldName, string>>({
    name: "",
    phone: "",
    password: "",
  });
  const [code, setCode] = useState("");
  // The number the code went to, once it went.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const { pending, formError, setFormError, run } = useAuthRequest();

  function update(field: FieldName, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: validators[field](value) }));
  }

  async function sendCode(form: HTMLFormElement | null) {
    const next: Errors = {
      name: validateName(values.name),
      phone: validatePhone(values.phone),
      password: validateNewPassword(values.password),
    };
    setErrors(next);
    setFormError(null);
    const firstInvalid = (Object.keys(next) as FieldName[]).find((k) => next[k]);
    if (firstInvalid) {
      form?.querySelector<HTMLInputElement>(`input[name=${firstInvalid}]`)?.focus();
      return;
    }
    const phoneNumber = normalizePhone(values.phone);
    const sent = await run(
      () => authClient.phoneNumber.sendOtp({ phoneNumber }),
      "We couldn't text you a code. Please try again.",
    );
    if (sent) {
      setSentTo(phoneNumber);
      setCode("");
    }
  }

  async function verify(form: HTMLFormElement) {
    if (!sentTo) return;
    const codeError = /^\d{6}$/.test(code.trim())
      ? undefined
      : "Enter the 6-digit code from the text message.";
    setErrors((e) => ({ ...e, code: codeError }));
    setFormError(null);
    if (codeError) {
      form.querySelector<HTMLInputElement>("input[name=code]")?.focus();
      return;
    }
    const created = await run(
      () =>
        authClient.phoneNumber.verify({
          phoneNumber: sentTo,
          code: code.trim(),
          name: values.name.trim(),
          password: values.password,
        }),
      "We couldn't create your account. Please try again.",
    );
    if (created) {
      // For the guest conversion event: how this person signed in.
      writeItem("session", STORAGE_KEYS.phoneSignIn, "phone");
      navigate("/app", { replace: true });
    }
  }

  if (sentTo) {
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void verify(event.currentTarget);
        }}
        className="grid gap-5"
      >
        <FormAlert tone="info">
          We texted a 6-digit code to <strong className="font-semibold">{sentTo}</strong>. It
          expires in 5 minutes.
        </FormAlert>
        <TextField
          label="Code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={code}
          error={errors.code}
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, ""));
            if (errors.code) setErrors((x) => ({ ...x, code: undefined }));
          }}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" size="lg" block pending={pending} pendingLabel="Creating account...">
          Create account
        </Button>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Button variant="ghost" size="sm" disabled={pending} onClick={() => void sendCode(null)}>
            Send a new code
          </Button>
          <Button variant="ghost" size="sm" disabled={pending} onClick={() => setSentTo(null)}>
            Change the number
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void sendCode(event.currentTarget);
      }}
      className="grid gap-5"
    >
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => update("name", e.target.value)}
      />
      <PhoneField
        value={values.phone}
        error={errors.phone}
        onChange={(value) => update("phone", value)}
        onBlur={() =>
          values.phone && setErrors((e) => ({ ...e, phone: validatePhone(values.phone) }))
        }
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
        value={values.password}
        error={errors.password}
        onChange={(e) => update("password", e.target.value)}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" block pending={pending} pendingLabel="Sending the code...">
        Text me a code
      </Button>
    </form>
  );
}
