import { describe, expect, it } from "vitest";
import { normalizePhone, validatePhone } from "./validation";

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
