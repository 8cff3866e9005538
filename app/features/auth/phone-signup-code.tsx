import { takeReturnTo } from "#app/lib/return-to";
import { smsCodeSchema } from "#contracts/auth-fields.ts";
import { useNavigate } from "react-router";
import { z } from "#contracts/zod.ts";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import {
  FormError,
  FormField,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
} from "#app/components/ui/form";
import { STORAGE_KEYS, writeItem } from "#app/features/guest/guest-storage";
import { authClient } from "#app/lib/auth-client";
import { useAuthRequest } from "./use-auth-request";

export type PhoneSignup = { name: string; phone: string; password: string };

const codeSchema = z.object({ code: smsCodeSchema });

// The second step of a sign-up by phone: the six-digit code texted to the number. The account is
// created when the code is right.
export function PhoneSignupCode({
  signup,
  resend,
  resendError,
  onChangeNumber,
}: {
  signup: PhoneSignup;
  resend: () => Promise<boolean>;
  // Why a new code could not be sent (the request belongs to the first step).
  resendError: string | null;
  onChangeNumber: () => void;
}) {
  const navigate = useNavigate();
  const { pending, formError, run } = useAuthRequest();
  const form = useSchemaForm(codeSchema, { code: "" });
  const busy = pending || form.formState.isSubmitting;

  return (
    <SchemaForm
      form={form}
      className="grid gap-5"
      onSubmit={async ({ code }) => {
        const created = await run(
          () =>
            authClient.phoneNumber.verify({
              phoneNumber: signup.phone,
              code,
              name: signup.name,
              password: signup.password,
            }),
          "We couldn't create your account. Please try again.",
        );
        if (created) {
          // For the guest conversion event: how this person signed in.
          writeItem("session", STORAGE_KEYS.phoneSignIn, "phone");
          navigate(takeReturnTo() ?? "/app", { replace: true });
        }
      }}
    >
      <FormAlert tone="info">
        We texted a 6-digit code to <strong className="font-semibold">{signup.phone}</strong>. It
        expires in 5 minutes.
      </FormAlert>
      <FormField
        name="code"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
      />
      <FormError message={formError ?? resendError} />
      <SubmitButton size="lg" block pendingLabel="Creating account...">
        Create account
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() => {
            form.reset({ code: "" });
            void resend();
          }}
        >
          Send a new code
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={onChangeNumber}>
          Change the number
        </Button>
      </div>
    </SchemaForm>
  );
}
