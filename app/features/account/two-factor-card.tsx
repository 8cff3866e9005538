import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { passwordConfirmSchema } from "#contracts/auth-fields.ts";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { FormField, SchemaForm, SubmitButton, useSchemaForm } from "#app/components/ui/form";
import { authClient } from "#app/lib/auth-client";
import { AuthActionError, unwrap } from "./account-settings-api";
import { BackupCodes } from "./backup-codes";
import { SettingsCard } from "./settings-card";
import { TwoFactorSetup } from "./two-factor-setup";

type Step =
  | { kind: "idle" }
  | { kind: "password"; action: "enable" | "disable" | "codes" }
  | { kind: "scan"; totpURI: string; backupCodes: string[] }
  | { kind: "codes"; backupCodes: string[] };

const ACTION_LABEL = {
  enable: "Continue",
  disable: "Turn off two-step sign-in",
  codes: "Make new backup codes",
} as const;

// Two-step sign-in with an authenticator app: asked for the password to turn on or off and to
// make new backup codes, since each changes how the account is protected.
export function TwoFactorCard({
  enabled,
  hasPassword,
}: {
  enabled: boolean;
  hasPassword: boolean;
}) {
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [notice, setNotice] = useState<string | null>(null);
  const reset = (next: Step = { kind: "idle" }) => setStep(next);

  // Throws with the words to show under the password when the server refuses.
  const submitPassword = async (action: "enable" | "disable" | "codes", password: string) => {
    setNotice(null);
    if (action === "enable") {
      const data = await unwrap(
        authClient.twoFactor.enable({ password }),
        "Two-step sign-in could not be started.",
      );
      if (data.method !== "totp")
        throw new Error(
          "Two-step sign-in could not be started: no code for your authenticator app came back. Please try again.",
        );
      reset({ kind: "scan", totpURI: data.totpURI, backupCodes: data.backupCodes });
    } else if (action === "disable") {
      await unwrap(authClient.twoFactor.disable({ password }), "It could not be turned off.");
      reset();
      setNotice("Two-step sign-in is off. Your password alone signs you in.");
    } else {
      const data = await unwrap(
        authClient.twoFactor.generateBackupCodes({ password }),
        "New codes could not be made.",
      );
      reset({ kind: "codes", backupCodes: data.backupCodes });
    }
  };

  return (
    <SettingsCard
      icon={ShieldCheck}
      title="Two-step sign-in"
      description={
        enabled
          ? "On: signing in asks for a code from your authenticator app, or a backup code."
          : "Off. Turn it on and signing in also asks for a code from an app on your phone, so your password alone is not enough."
      }
    >
      <div className="grid gap-4" aria-live="polite">
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
        {!hasPassword && !enabled && (
          <p className="text-sm leading-relaxed text-ink-soft">
            Two-step sign-in protects a password. You sign in with Google or Apple, which have their
            own.
          </p>
        )}
        {step.kind === "idle" && hasPassword && (
          <div className="flex flex-wrap gap-3">
            {enabled ? (
              <>
                <Button
                  variant="secondary"
                  onClick={() => reset({ kind: "password", action: "codes" })}
                >
                  New backup codes
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => reset({ kind: "password", action: "disable" })}
                >
                  Turn off
                </Button>
              </>
            ) : (
              <Button onClick={() => reset({ kind: "password", action: "enable" })}>
                Set up two-step sign-in
              </Button>
            )}
          </div>
        )}
        {step.kind === "password" && (
          <PasswordStep
            label={ACTION_LABEL[step.action]}
            onPassword={(password) => submitPassword(step.action, password)}
            onCancel={() => reset()}
          />
        )}
        {step.kind === "scan" && (
          <TwoFactorSetup
            totpURI={step.totpURI}
            backupCodes={step.backupCodes}
            onDone={() => reset()}
          />
        )}
        {step.kind === "codes" && (
          <>
            <p className="text-sm leading-relaxed text-ink-soft">
              Your old backup codes no longer work. Keep these somewhere safe; they are shown only
              now.
            </p>
            <BackupCodes codes={step.backupCodes} />
            <div>
              <Button onClick={() => reset()}>I have saved my codes</Button>
            </div>
          </>
        )}
      </div>
    </SettingsCard>
  );
}

// The password asked before the chosen change; a refusal is said under it, the password kept.
function PasswordStep({
  label,
  onPassword,
  onCancel,
}: {
  label: string;
  onPassword: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useSchemaForm(passwordConfirmSchema, { password: "" });
  const submit = async ({ password }: { password: string }) => {
    try {
      await onPassword(password);
    } catch (caught) {
      form.setError(
        "password",
        {
          message:
            caught instanceof AuthActionError && caught.code === "INVALID_PASSWORD"
              ? "That password is not right. Try again."
              : caught instanceof Error
                ? caught.message
                : "Something went wrong.",
        },
        { shouldFocus: true },
      );
    }
  };
  return (
    <SchemaForm form={form} className="grid gap-3" onSubmit={submit}>
      <FormField
        name="password"
        kind="password"
        label="Your password"
        autoComplete="current-password"
        autoFocus
        hint="To be sure it is you."
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pendingLabel="Checking…">{label}</SubmitButton>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </SchemaForm>
  );
}
