import { useState } from "react";
import { backupCodeSchema, totpCodeSchema } from "#contracts/auth-fields.ts";
import { z } from "#contracts/zod.ts";
import {
  FormError,
  FormField,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
} from "#app/components/ui/form";
import { authClient } from "#app/lib/auth-client";
import { useAuthRequest } from "./use-auth-request";

const totpSchema = z.object({ code: totpCodeSchema });
const backupSchema = z.object({ code: backupCodeSchema });

// The second step of signing in to an account with two-step sign-in: the code from the
// authenticator app, or one of the backup codes.
export function TwoFactorChallenge({ onSignedIn }: { onSignedIn: () => void }) {
  const [useBackup, setUseBackup] = useState(false);
  const { formError, setFormError, run } = useAuthRequest();
  const form = useSchemaForm(useBackup ? backupSchema : totpSchema, { code: "" });

  const submit = async ({ code }: { code: string }) => {
    const ok = await run(
      () =>
        useBackup
          ? authClient.twoFactor.verifyBackupCode({ code })
          : authClient.twoFactor.verifyTotp({ code }),
      useBackup
        ? "That backup code did not work. Each code works once."
        : "That code did not work. Try the newest code from your app.",
    );
    if (ok) onSignedIn();
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className="grid gap-5">
      <div>
        <h2 className="text-lg font-semibold text-ink">Two-step sign-in</h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">
          {useBackup
            ? "Enter one of the backup codes you saved when you set up two-step sign-in."
            : "Enter the 6-digit code from your authenticator app."}
        </p>
      </div>
      <FormField
        key={useBackup ? "backup" : "totp"}
        name="code"
        label={useBackup ? "Backup code" : "6-digit code"}
        autoFocus
        autoComplete="one-time-code"
        inputMode={useBackup ? "text" : "numeric"}
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormError message={formError} />
      <SubmitButton size="lg" block pendingLabel="Checking...">
        Sign in
      </SubmitButton>
      <button
        type="button"
        className="justify-self-center text-sm font-medium text-ember underline-offset-4 hover:underline"
        onClick={() => {
          setUseBackup((x) => !x);
          form.reset({ code: "" });
          setFormError(null);
        }}
      >
        {useBackup ? "Use the code from my app" : "Use a backup code"}
      </button>
    </SchemaForm>
  );
}
