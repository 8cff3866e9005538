import crypto from "node:crypto";

// Two-step sign-in's backup codes are read off paper and typed on a phone: no characters that look
// alike (l, 1, I; O, 0), lower case only, in two groups of five ("k7m2p-x9qrt"). Better Auth
// compares a code exactly, so the sign-in form lowers an all-capitals code (a phone's keyboard
// may have capitalised it) before sending it.
export const BACKUP_CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export function generateBackupCodes(amount = 10, length = 10): string[] {
  return Array.from({ length: amount }, () => {
    let code = "";
    for (let i = 0; i < length; i += 1) {
      code += BACKUP_CODE_ALPHABET[crypto.randomInt(BACKUP_CODE_ALPHABET.length)];
    }
    const half = Math.ceil(length / 2);
    return `${code.slice(0, half)}-${code.slice(half)}`;
  });
}
