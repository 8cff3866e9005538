import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { TextField } from "#app/components/ui/field";
import { authClient } from "#app/lib/auth-client";
import { BackupCodes } from "./backup-codes";
import { unwrap } from "./account-settings-api";
import { QrCode } from "./qr-code";

const CODE_PATTERN = /^\d{6}$/;

// The key an app can take by hand when the QR code cannot be scanned, in groups of four.
function manualKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

// Step two and three of turning two-step sign-in on: scan, prove it with a code, keep the codes.
export function TwoFactorSetup({
  totpURI,
  backupCodes,
  onDone,
}: {
  totpURI: string;
  backupCodes: string[];
  onDone: () => void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [verified, setVerified] = useState(false);

  const verify = async () => {
    const trimmed = code.replace(/\s/g, "");
    if (!CODE_PATTERN.test(trimmed)) {
      setError("Enter the 6-digit code your app shows now.");
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await unwrap(
        authClient.twoFactor.verifyTotp({ code: trimmed }),
        "That code did not work. Check the time on your phone and try the newest code.",
      );
      setVerified(true);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "That code did not work.");
    } finally {
      setPending(false);
    }
  };

  if (verified) {
    return (
      <div className="grid gap-4">
        <div role="status">
          <p className="font-medium text-ink">Two-step sign-in is on.</p>
          <p className="mt-1 text-sm leading-relaxed text-ink-soft">
            Keep these backup codes somewhere safe. Each one signs you in once if you lose your
            phone. They are shown only now.
          </p>
        </div>
        <BackupCodes codes={backupCodes} />
        <div>
          <Button onClick={onDone}>I have saved my codes</Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
    >
      <ol className="grid list-decimal gap-1 pl-5 text-sm leading-relaxed text-ink-soft">
        <li>Open an authenticator app (Google Authenticator, 1Password, Authy…).</li>
        <li>Scan this code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-center gap-5">
        <QrCode text={totpURI} label="QR code for your authenticator app" />
        <div className="min-w-0">
          <p className="text-sm font-medium text-ink">Key</p>
          <p
            className="mt-1 font-mono text-[15px] break-all text-ink select-all"
            data-testid="totp-key"
          >
            {manualKey(totpURI)}
          </p>
        </div>
      </div>
      <TextField
        label="6-digit code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        error={error}
        onChange={(e) => {
          setCode(e.target.value);
          if (error) setError(undefined);
        }}
        className="max-w-56"
      />
      <div>
        <Button type="submit" pending={pending} pendingLabel="Checking…">
          Turn on two-step sign-in
        </Button>
      </div>
    </form>
  );
}
