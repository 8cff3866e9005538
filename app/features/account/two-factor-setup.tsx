import { useState } from "react";
import { totpCodeSchema } from "#contracts/auth-fields.ts";
import { z } from "#contracts/zod.ts";
import { Button } from "#app/components/ui/button";
import { FormField, SchemaForm, SubmitButton, useSchemaForm } from "#app/components/ui/form";
import { authClient } from "#app/lib/auth-client";
import { BackupCodes } from "./backup-codes";
import { unwrap } from "./account-settings-api";
import { QrCode } from "./qr-code";

const codeSchema = z.object({ code: totpCodeSchema });

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
  const [verified, setVerified] = useState(false);
  const form = useSchemaForm(codeSchema, { code: "" });

  const verify = async ({ code }: { code: string }) => {
    try {
      await unwrap(
        authClient.twoFactor.verifyTotp({ code }),
        "That code did not work. Check the time on your phone and try the newest code.",
      );
      setVerified(true);
    } catch (caught) {
      form.setError(
        "code",
        { message: caught instanceof Error ? caught.message : "That code did not work." },
        { shouldFocus: true },
      );
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
    <SchemaForm form={form} className="grid gap-4" onSubmit={verify}>
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
      <FormField
        name="code"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        className="max-w-56"
      />
      <div>
        <SubmitButton pendingLabel="Checking…">Turn on two-step sign-in</SubmitButton>
      </div>
    </SchemaForm>
  );
}
