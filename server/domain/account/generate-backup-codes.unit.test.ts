import { describe, expect, it } from "vitest";
import { BACKUP_CODE_ALPHABET, generateBackupCodes } from "./generate-backup-codes.ts";

describe("backup codes", () => {
  it("are ten codes of two groups of five, none alike", () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
  });

  it("never use characters that read alike on paper: l, 1, I, O, 0 (or i, o)", () => {
    const all = generateBackupCodes(200).join("");
    expect(all).not.toMatch(/[l1IiOo0A-Z]/);
    expect(BACKUP_CODE_ALPHABET).not.toMatch(/[l1io0]/);
    // Every allowed character still turns up, so the codes keep their strength.
    for (const c of BACKUP_CODE_ALPHABET) expect(all).toContain(c);
  });
});
