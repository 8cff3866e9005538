import { describe, expect, it } from "vitest";
import { authErrorMessage, describeOAuthError, socialErrorMessage } from "./auth-error";
import { validateNewPassword } from "./validation";

describe("auth messages", () => {
  it("names the provider in social sign-in failures", () => {
    expect(socialErrorMessage("google", "Access denied")).toBe("Google Auth Error: Access denied");
    expect(socialErrorMessage("apple", "Access denied")).toBe("Apple Auth Error: Access denied");
  });
  it("turns OAuth codes into words unless a description is given", () => {
    expect(describeOAuthError("access_denied", null)).toBe("Access denied");
    expect(describeOAuthError("invalid_code", "The code expired")).toBe("The code expired");
  });
  it("prefers known codes, then the server's message", () => {
    expect(authErrorMessage({ code: "INVALID_EMAIL_OR_PASSWORD", status: 401 }, "x")).toMatch(
      /don't match/,
    );
    expect(authErrorMessage({ message: "Server says no", status: 400 }, "x")).toBe(
      "Server says no",
    );
    expect(authErrorMessage({ status: 429 }, "x")).toMatch(/Too many attempts/);
    const wait = "Too many wrong passwords for this account. Try again in 4 minutes.";
    expect(authErrorMessage({ status: 429, code: "RATE_LIMITED", message: wait }, "x")).toBe(wait);
    expect(authErrorMessage(null, "fallback")).toBe("fallback");
  });
});

describe("validation", () => {
  it("asks for at least 8 characters", () => {
    expect(validateNewPassword("1234567")).toBeDefined();
    expect(validateNewPassword("12345678")).toBeUndefined();
  });
});
