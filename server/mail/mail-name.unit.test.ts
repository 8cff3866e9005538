import { describe, expect, it } from "vitest";
import { MAIL_NAME_MAX_LENGTH, mailName } from "./mail-name.ts";

describe("mailName", () => {
  it("keeps ordinary names as they are", () => {
    for (const name of [
      "Rosa",
      "María José Núñez",
      "李小龙",
      "J. R. R. Tolkien",
      "O'Brien-Smith",
    ]) {
      expect(mailName(name)).toBe(name);
    }
  });

  it("puts a name on one line without control or direction-changing characters", () => {
    expect(mailName("Rosa\n\nYour account is locked")).toBe("Rosa Your account is locked");
    expect(mailName("Ro\u0000sa\u202E Parks\u2028")).toBe("Ro sa Parks");
    expect(mailName("  Rosa \t Parks  ")).toBe("Rosa Parks");
  });

  it("cuts a long name to a greeting's length", () => {
    const cut = mailName("Rosa ".repeat(30));
    expect(cut).toMatch(/^Rosa Rosa .*Rosa…$/);
    expect(Array.from(cut ?? "").length).toBeLessThanOrEqual(MAIL_NAME_MAX_LENGTH);
    expect(mailName("Rosa Louise McCauley Parks of Tuskegee, Alabama")).toBe(
      "Rosa Louise McCauley Parks of Tuskegee…",
    );
    expect(Array.from(mailName("😀".repeat(60)) ?? "")).toHaveLength(MAIL_NAME_MAX_LENGTH);
  });

  it("shows no name that looks like a link or an address", () => {
    for (const name of [
      "Claim your prize at evil.example",
      "https://phish.test/login",
      "visit www.example",
      "write to prizes@example.com",
      "go to xn--80ak6aa92e.xn--p1ai",
    ]) {
      expect(mailName(name)).toBeNull();
    }
  });

  it("has nothing to show for an empty name", () => {
    expect(mailName("")).toBeNull();
    expect(mailName(" \n\u200B ")).toBeNull();
    expect(mailName(null)).toBeNull();
  });
});
