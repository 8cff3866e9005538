import { describe, expect, it } from "vitest";
import {
  backupCodeSchema,
  emailAddressSchema,
  newPasswordSchema,
  normalizeBackupCode,
  normalizePhone,
  phoneNumberSchema,
  totpCodeSchema,
} from "./auth-fields.ts";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe("phone numbers as people type them", () => {
  it("become the international form the server takes", () => {
    expect(normalizePhone("+44 7700 900123")).toBe("+447700900123");
    expect(normalizePhone("0044 (7700) 900-123")).toBe("+447700900123");
    expect(normalizePhone("+1 (415) 555-0100")).toBe("+14155550100");
    expect(phoneNumberSchema.parse(" +44 7700 900123 ")).toBe("+447700900123");
  });

  it("without a country code, or too short, say what to fix", () => {
    expect(messageOf(phoneNumberSchema.safeParse(""))).toBe("Enter your phone number.");
    for (const typed of ["07700 900123", "+44 77", "+0 7700 900123"]) {
      expect(messageOf(phoneNumberSchema.safeParse(typed))).toMatch(
        /^Enter the number with its country code/,
      );
    }
  });
});

describe("email addresses", () => {
  it("an empty one asks for it, a wrong one gives an example, a good one is trimmed", () => {
    expect(messageOf(emailAddressSchema.safeParse(" "))).toBe("Enter your email address.");
    expect(messageOf(emailAddressSchema.safeParse("maya@"))).toBe(
      "Enter a valid email address, like name@example.com.",
    );
    expect(emailAddressSchema.parse(" maya@example.com ")).toBe("maya@example.com");
  });
});

describe("a new password", () => {
  it("asks for at least 8 characters", () => {
    expect(messageOf(newPasswordSchema.safeParse("1234567"))).toBe("Use at least 8 characters.");
    expect(newPasswordSchema.safeParse("12345678").success).toBe(true);
  });
});

describe("backup codes as people type them", () => {
  it("drops spaces, puts the dash back and lowers a code a keyboard capitalised", () => {
    expect(normalizeBackupCode(" k7m2p-x9qrt ")).toBe("k7m2p-x9qrt");
    expect(normalizeBackupCode("k7m2p x9qrt")).toBe("k7m2p-x9qrt");
    expect(backupCodeSchema.parse(" K7M2P X9QRT ")).toBe("k7m2p-x9qrt");
  });

  it("keeps a code with both cases as it was typed", () => {
    expect(normalizeBackupCode("AbC1d-eFg2H")).toBe("AbC1d-eFg2H");
  });
});

describe("an authenticator app's code", () => {
  it("is six digits, spaces dropped", () => {
    expect(totpCodeSchema.parse(" 123 456 ")).toBe("123456");
    expect(messageOf(totpCodeSchema.safeParse("12345"))).toBe(
      "Enter the 6-digit code your authenticator app shows.",
    );
  });
});
