import crypto from "node:crypto";

// Paddle Billing signs each webhook with the notification destination's secret: the header is
// `Paddle-Signature: ts=<unix seconds>;h1=<hex HMAC-SHA256 of "<ts>:<raw body>">`, with more than
// one h1 while a secret is being rotated. The SDK's own check allows five seconds of age and one
// h1; ours allows five minutes (a webhook queued behind a slow network is still good) and
// compares in constant time.
export const SIGNATURE_MAX_AGE_SECONDS = 5 * 60;

export type SignatureVerdict =
  { ok: true } | { ok: false; reason: "missing" | "malformed" | "stale" | "mismatch" };

export function paddleSignature(secret: string, rawBody: string, ts: number): string {
  const h1 = crypto.createHmac("sha256", secret).update(`${ts}:${rawBody}`).digest("hex");
  return `ts=${ts};h1=${h1}`;
}

export function verifyPaddleSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowMs = Date.now(),
): SignatureVerdict {
  if (!header) return { ok: false, reason: "missing" };
  let ts: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(";")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === "ts" && value && /^\d+$/.test(value)) ts = Number(value);
    else if (key === "h1" && value && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value);
  }
  if (ts === undefined || signatures.length === 0) return { ok: false, reason: "malformed" };
  if (Math.abs(nowMs / 1000 - ts) > SIGNATURE_MAX_AGE_SECONDS)
    return { ok: false, reason: "stale" };
  const expected = crypto.createHmac("sha256", secret).update(`${ts}:${rawBody}`).digest();
  const matches = signatures.some((h1) =>
    crypto.timingSafeEqual(Buffer.from(h1.toLowerCase(), "hex"), expected),
  );
  return matches ? { ok: true } : { ok: false, reason: "mismatch" };
}
