import { describe, expect, it } from "vitest";
import { normalizeBackupCode, normalizePhone, validatePhone } from "./validation";

describe("phone numbers as people type them", () => {
  it("become the international form the server takes", () => {
    expect(normalizePhone("+44 7700 900123")).toBe("+447700900123");
    expect(normalizePhone("0044 (7700) 900-123")).toBe("+447700900123");
    expect(normalizePhone("+1 (415) 555-0100")).toBe("+14155550100");
  });

  it("without a country code, or too short, say what to fix", () => {
    expect(validatePhone("")).toBe("Enter your phone number.");
    expect(validatePhone("07700 900123")).toMatch(/^Enter the number with its country code/);
    expect(validatePhone("+44 77")).toMatch(/^Enter the number with its country code/);
    expect(validatePhone("+0 7700 900123")).toMatch(/^Enter the number with its country code/);
    expect(validatePhone("+44 7700 900123")).toBeUndefined();
  });
});

describe("backup codes as people type them", () => {
  it("drops spaces, puts the dash back and lowers a code a keyboard capitalised", () => {
    expect(normalizeBackupCode(" k7m2p-x9qrt ")).toBe("k7m2p-x9qrt");
    expect(normalizeBackupCode("k7m2p x9qrt")).toBe("k7m2p-x9qrt");
    expect(normalizeBackupCode("K7M2PX9QRT")).toBe("k7m2p-x9qrt");
  });

  it("keeps a code with both cases as it was typed", () => {
    expect(normalizeBackupCode("AbC1d-eFg2H")).toBe("AbC1d-eFg2H");
  });
});
