import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { passwordChangeSchema } from "#contracts/auth-fields.ts";
import { FormAlert } from "#app/components/ui/form-alert";
import {
  FORM_ERROR,
  FormError,
  FormField,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
} from "#app/components/ui/form";
import { authClient } from "#app/lib/auth-client";
import { useHasPassword } from "./account-api";
import { AuthActionError, sessionsKey, unwrap } from "./account-settings-api";
import { SettingsCard } from "./settings-card";

// A new password needs the current one; every other device is signed out when it changes.
export function PasswordCard() {
  const queryClient = useQueryClient();
  const hasPassword = useHasPassword();
  const [done, setDone] = useState(false);
  const form = useSchemaForm(passwordChangeSchema, { current: "", next: "" });

  const change = async ({ current, next }: { current: string; next: string }) => {
    setDone(false);
    try {
      await unwrap(
        authClient.changePassword({ currentPassword: current, newPassword: next }),
        "Your password could not be changed.",
      );
      setDone(true);
      form.reset({ current: "", next: "" });
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
    } catch (caught) {
      if (caught instanceof AuthActionError && caught.code === "INVALID_PASSWORD") {
        form.setError(
          "current",
          { message: "That is not your current password." },
          { shouldFocus: true },
        );
      } else {
        form.setError(FORM_ERROR, {
          message: caught instanceof Error ? caught.message : "Something went wrong.",
        });
      }
    }
  };

  if (hasPassword.data === false) {
    return (
      <SettingsCard
        icon={KeyRound}
        title="Password"
        description="You sign in with Google or Apple, so your account has no password to change."
      >
        {null}
      </SettingsCard>
    );
  }

  return (
    <SettingsCard
      icon={KeyRound}
      title="Password"
      description="Choose a new password. Every other device you are signed in on is signed out."
    >
      <SchemaForm form={form} className="grid gap-4" onSubmit={change}>
        <FormField
          name="current"
          kind="password"
          label="Current password"
          autoComplete="current-password"
        />
        <FormField
          name="next"
          kind="password"
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        <div aria-live="polite">
          <FormError />
          {done && (
            <FormAlert tone="success">
              Your password is changed. Every other device was signed out.
            </FormAlert>
          )}
        </div>
        <div>
          <SubmitButton variant="secondary" pendingLabel="Changing…">
            Change password
          </SubmitButton>
        </div>
      </SchemaForm>
    </SettingsCard>
  );
}
