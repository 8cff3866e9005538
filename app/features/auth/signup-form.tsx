import { takeReturnTo } from "#app/lib/return-to";
import { emailSignUpSchema, phoneSignUpSchema } from "#contracts/auth-fields.ts";
import { MIN_PASSWORD_LENGTH } from "#contracts/sign-up.ts";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { z } from "#contracts/zod.ts";
import {
  FormError,
  FormField,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
} from "#app/components/ui/form";
import { authClient } from "#app/lib/auth-client";
import { EMAIL_CONFIRMED_PATH } from "#app/lib/paths";
import { PhoneSignupCode, type PhoneSignup } from "./phone-signup-code";
import { SocialButtons } from "./social-buttons";
import { useAuthRequest } from "./use-auth-request";

// Sign-up by email or by phone. By email, `onSent`: the server mailed a link to the address (it
// makes the account, or tells the owner of a known address); the page then says to check the
// inbox. A server whose mail reaches nobody signs the account in at once instead. By phone: name,
// number and password first, then the six-digit code texted to the number; the account exists
// only once the code is right. `initial`: what was typed before "try again" on the check-your-inbox
// screen, so the person fixes the address rather than typing everything again.
export type EmailSignUp = z.infer<typeof emailSignUpSchema>;
export function SignupForm({
  by = "email",
  initial,
  onSent,
}: {
  by?: "email" | "phone";
  initial?: EmailSignUp | null;
  onSent: (details: EmailSignUp) => void;
}) {
  const navigate = useNavigate();
  const { formError, setFormError, run } = useAuthRequest();
  const byEmail = useSchemaForm(
    emailSignUpSchema,
    initial ?? { name: "", email: "", password: "" },
  );
  const byPhone = useSchemaForm(phoneSignUpSchema, { name: "", phone: "", password: "" });
  // The number the code went to, once it went, with the name and password to create the account.
  const [sentTo, setSentTo] = useState<PhoneSignup | null>(null);

  const sendCode = async (phoneNumber: string) =>
    run(
      () => authClient.phoneNumber.sendOtp({ phoneNumber }),
      "We couldn't text you a code. Please try again.",
    );

  const passwordField = (
    <FormField
      name="password"
      kind="password"
      autoComplete="new-password"
      required
      minLength={MIN_PASSWORD_LENGTH}
      hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
    />
  );

  if (by === "phone" && sentTo) {
    return (
      <PhoneSignupCode
        signup={sentTo}
        resend={() => sendCode(sentTo.phone)}
        resendError={formError}
        onChangeNumber={() => setSentTo(null)}
      />
    );
  }

  if (by === "phone") {
    return (
      <SchemaForm
        form={byPhone}
        className="grid gap-5"
        onSubmit={async (values) => {
          if (await sendCode(values.phone)) setSentTo(values);
        }}
      >
        <FormField name="name" kind="name" required />
        <FormField name="phone" kind="phone" required />
        {passwordField}
        <FormError message={formError} />
        <SubmitButton size="lg" block pendingLabel="Sending the code...">
          Text me a code
        </SubmitButton>
      </SchemaForm>
    );
  }

  return (
    <div className="grid gap-5">
      <SocialButtons onError={setFormError} />
      <SchemaForm
        form={byEmail}
        className="grid gap-5"
        onSubmit={async (values) => {
          let signedIn = false;
          const asked = await run(async () => {
            const answer = await authClient.signUp.email({
              name: values.name,
              email: values.email,
              password: values.password,
              callbackURL: EMAIL_CONFIRMED_PATH,
            });
            signedIn = Boolean(answer.data?.token);
            return answer;
          }, "We couldn't create your account. Please try again.");
          if (!asked) return;
          if (signedIn) navigate(takeReturnTo() ?? "/app", { replace: true });
          else onSent(values);
        }}
      >
        <FormField name="name" kind="name" required />
        <FormField name="email" kind="email" required />
        {passwordField}
        <FormError message={formError} />
        <SubmitButton size="lg" block pendingLabel="Creating your account...">
          Create account
        </SubmitButton>
        <p className="text-center text-[13px] leading-relaxed text-ink-soft">
          Your stories stay private to you unless you choose to share them.
        </p>
      </SchemaForm>
    </div>
  );
}
