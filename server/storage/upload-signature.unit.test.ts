import { describe, expect, it } from "vitest";
import { deriveUploadKey, signUpload, verifyUploadSignature } from "./upload-signature.ts";

describe("upload signatures", () => {
  const key = deriveUploadKey("a-secret-of-at-least-thirty-two-characters");
  const expires = 2_000_000_000;
  const signature = signUpload(key, "obj", "user-1", expires);

  it("accepts its own signature until it expires", () => {
    const query = { owner: "user-1", expires: String(expires), signature };
    expect(verifyUploadSignature(key, "obj", query, expires * 1000 - 1)).toEqual({
      ok: true,
      ownerId: "user-1",
    });
    expect(verifyUploadSignature(key, "obj", query, expires * 1000 + 1)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuses another object, owner, expiry or key", () => {
    const query = { owner: "user-1", expires: String(expires), signature };
    expect(verifyUploadSignature(key, "other", query, 0).ok).toBe(false);
    expect(verifyUploadSignature(key, "obj", { ...query, owner: "user-2" }, 0).ok).toBe(false);
    expect(
      verifyUploadSignature(key, "obj", { ...query, expires: String(expires + 1) }, 0).ok,
    ).toBe(false);
    expect(
      verifyUploadSignature(deriveUploadKey("another-secret-another-secret-xx"), "obj", query, 0)
        .ok,
    ).toBe(false);
    expect(verifyUploadSignature(key, "obj", {}, 0)).toEqual({ ok: false, reason: "invalid" });
  });
});
