import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { TextField } from "#app/components/ui/field";
import { FormAlert } from "#app/components/ui/form-alert";
import { authClient } from "#app/lib/auth-client";
import { useAuthRequest } from "./use-auth-request";
import { normalizeBackupCode } from "./validation";

// The second step of signing in to an account with two-step sign-in: the code from the
// authenticator app, or one of the backup codes.
export function TwoFactorChallenge({ onSignedIn }: { onSignedIn: () => void }) {
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { pending, formError, setFormError, run } = useAuthRequest();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = code.trim();
    const problem = useBackup
      ? value
        ? undefined
        : "Enter one of your backup codes."
      : /^\d{6}$/.test(value.replace(/\s/g, ""))
        ? undefined
        : "Enter the 6-digit code your authenticator app shows.";
    setError(problem);
    setFormError(null);
    if (problem) return;
    const ok = await run(
      () =>
        useBackup
          ? authClient.twoFactor.verifyBackupCode({ code: normalizeBackupCode(value) })
          : authClient.twoFactor.verifyTotp({ code: value.replace(/\s/g, "") }),
      useBackup
        ? "That backup code did not work. Each code works once."
        : "That code did not work. Try the newest code from your app.",
    );
    if (ok) onSignedIn();
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div>
        <h2 className="text-lg font-semibold text-ink">Two-step sign-in</h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">
          {useBackup
            ? "Enter one of the backup codes you saved when you set up two-step sign-in."
            : "Enter the 6-digit code from your authenticator app."}
        </p>
      </div>
      <TextField
        key={useBackup ? "backup" : "totp"}
        label={useBackup ? "Backup code" : "6-digit code"}
        name="code"
        autoFocus
        autoComplete="one-time-code"
        inputMode={useBackup ? "text" : "numeric"}
        autoCapitalize="none"
        spellCheck={false}
        value={code}
        error={error}
        onChange={(e) => {
          setCode(e.target.value);
          if (error) setError(undefined);
        }}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" block pending={pending} pendingLabel="Checking...">
        Sign in
      </Button>
      <button
        type="button"
        className="justify-self-center text-sm font-medium text-ember underline-offset-4 hover:underline"
        onClick={() => {
          setUseBackup((x) => !x);
          setCode("");
          setError(undefined);
          setFormError(null);
        }}
      >
        {useBackup ? "Use the code from my app" : "Use a backup code"}
      </button>
    </form>
  );
}
