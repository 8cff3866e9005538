import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "#app/components/ui/button";
import { TextField } from "#app/components/ui/field";
import { FormAlert } from "#app/components/ui/form-alert";
import { validateNewPassword, validatePasswordPresent } from "#app/features/auth/validation";
import { authClient } from "#app/lib/auth-client";
import { useHasPassword } from "./account-api";
import { AuthActionError, sessionsKey, unwrap } from "./account-settings-api";
import { SettingsCard } from "./settings-card";

type Errors = { current?: string; next?: string; form?: string };

// A new password needs the current one; every other device is signed out when it changes.
export function PasswordCard() {
  const queryClient = useQueryClient();
  const hasPassword = useHasPassword();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  const change = async () => {
    const found: Errors = {
      current: validatePasswordPresent(current) && "Enter your current password.",
      next:
        validateNewPassword(next) ??
        (next === current ? "Choose a password different from the current one." : undefined),
    };
    setErrors(found);
    setDone(false);
    if (found.current || found.next) return;
    setPending(true);
    try {
      await unwrap(
        authClient.changePassword({ currentPassword: current, newPassword: next }),
        "Your password could not be changed.",
      );
      setDone(true);
      setCurrent("");
      setNext("");
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
    } catch (caught) {
      if (caught instanceof AuthActionError && caught.code === "INVALID_PASSWORD") {
        setErrors({ current: "That is not your current password." });
      } else {
        setErrors({ form: caught instanceof Error ? caught.message : "Something went wrong." });
      }
    } finally {
      setPending(false);
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
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void change();
        }}
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          error={errors.current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={next}
          error={errors.next}
          hint="At least 8 characters."
          onChange={(e) => setNext(e.target.value)}
        />
        <div aria-live="polite">
          {errors.form && <FormAlert>{errors.form}</FormAlert>}
          {done && (
            <FormAlert tone="success">
              Your password is changed. Every other device was signed out.
            </FormAlert>
          )}
        </div>
        <div>
          <Button type="submit" variant="secondary" pending={pending} pendingLabel="Changing…">
            Change password
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
