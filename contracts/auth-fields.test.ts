import { describe, expect, it } from "vitest";
import { emailAddressSchema, normalizePhone, phoneNumberSchema } from "./auth-fields.ts";

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
