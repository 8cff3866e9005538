import { describe, expect, it } from "vitest";
import { authErrorMessage, describeOAuthError, errorText, socialErrorMessage } from "./auth-error";

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

describe("errors thrown by a request", () => {
  const fallback = "We couldn't reach Lifescript. Check your connection and try again.";
  it("says what to do when the request got no answer, not the browser's words", () => {
    expect(errorText(new TypeError("Failed to fetch"), fallback)).toBe(fallback);
    expect(errorText(new TypeError("Load failed"), fallback)).toBe(fallback);
  });
  it("keeps a message written for a person", () => {
    expect(errorText(new Error("This link has expired."), fallback)).toBe("This link has expired.");
    expect(errorText("nothing useful", fallback)).toBe(fallback);
  });
});
