import { describe, expect, it } from "vitest";
import { ApiError, errorMessageFrom, isConflict } from "./api-client";

describe("isConflict", () => {
  it("is a 409, of any code unless one is asked for", () => {
    const stale = new ApiError(409, "changed elsewhere", "conflict");
    const overwrite = new ApiError(409, "edited since compiled", "would_overwrite");
    expect(isConflict(stale)).toBe(true);
    expect(isConflict(overwrite)).toBe(true);
    expect(isConflict(overwrite, "would_overwrite")).toBe(true);
    expect(isConflict(stale, "would_overwrite")).toBe(false);
  });

  it("is nothing else", () => {
    expect(isConflict(new ApiError(400, "bad", "validation"))).toBe(false);
    expect(isConflict(new Error("409"))).toBe(false);
    expect(isConflict({ status: 409 })).toBe(false);
    expect(isConflict(null)).toBe(false);
  });
});

describe("errorMessageFrom", () => {
  it("prefers the server's message, else the status line", () => {
    expect(errorMessageFrom(409, "Conflict", { error: { code: "c", message: "Changed" } })).toBe(
      "Changed",
    );
    expect(errorMessageFrom(502, "Bad Gateway", null)).toBe("HTTP 502: Bad Gateway");
  });
});
