import crypto from "node:crypto";

// HMAC over object, owner and expiry: the URL alone authorises one PUT of one object for a short
// time, like an S3 presigned URL, so the browser can send raw bytes without a session cookie.

export function deriveUploadKey(authSecret: string): Buffer {
  // A separate key, so a signature here can never be replayed as a session token or vice versa.
  return crypto.createHmac("sha256", authSecret).update("lifescript:media-upload:v1").digest();
}

export function signUpload(
  key: Buffer,
  objectId: string,
  ownerId: string,
  expiresEpochSeconds: number,
): string {
  return crypto
    .createHmac("sha256", key)
    .update(`${objectId}\n${ownerId}\n${expiresEpochSeconds}`)
    .digest("base64url");
}

export function verifyUploadSignature(
  key: Buffer,
  objectId: string,
  query: { owner?: string; expires?: string; signature?: string },
  now = Date.now(),
): { ok: true; ownerId: string } | { ok: false; reason: "expired" | "invalid" } {
  const { owner, expires, signature } = query;
  if (!owner || !expires || !signature || !/^\d{1,12}$/.test(expires)) {
    return { ok: false, reason: "invalid" };
  }
  const expected = Buffer.from(signUpload(key, objectId, owner, Number(expires)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    return { ok: false, reason: "invalid" };
  }
  // Checked after the signature so a forged link never learns whether its expiry was plausible.
  if (Number(expires) * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, ownerId: owner };
}
