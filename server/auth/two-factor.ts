import { twoFactor } from "better-auth/plugins";
import { generateBackupCodes } from "../domain/account/generate-backup-codes.ts";

// Two-step sign-in (TOTP from an authenticator app, and ten one-time backup codes), Better Auth's
// twoFactor plugin. Where the rest of it lives:
// - its table: server/db/schema/two-factor.ts (the secret and the backup codes, encrypted with
//   the auth secret);
// - the backup codes' alphabet: server/domain/account/generate-backup-codes.ts;
// - the screens: app/features/account/two-factor-{card,setup}.tsx set it up,
//   app/features/auth/two-factor-challenge.tsx asks for a code at sign-in;
// - the browser specs read codes with tests/e2e/totp.ts.
export const twoFactorPlugin = () =>
  twoFactor({
    issuer: "Lifescript",
    backupCodeOptions: {
      amount: 10,
      length: 10,
      customBackupCodesGenerate: () => generateBackupCodes(10, 10),
    },
  });
