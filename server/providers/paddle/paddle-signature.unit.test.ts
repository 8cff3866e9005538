import { describe, expect, it } from "vitest";
import { paddleSignature, verifyPaddleSignature } from "./paddle-signature.ts";

const secret = "pdl_ntfset_secret";
const body = '{"event_id":"evt_1","event_type":"subscription.created"}';
const now = 1_800_000_000_000;
const ts = now / 1000;

describe("verifyPaddleSignature", () => {
  it("accepts Paddle's ts=...;h1=... over `${ts}:${raw body}`", () => {
    expect(verifyPaddleSignature(secret, body, paddleSignature(secret, body, ts), now)).toEqual({
      ok: true,
    });
  });

  it("accepts any of several h1 values (a secret being rotated)", () => {
    const good = paddleSignature(secret, body, ts).split(";")[1];
    const header = `ts=${ts};h1=${"a".repeat(64)};${good}`;
    expect(verifyPaddleSignature(secret, body, header, now)).toEqual({ ok: true });
  });

  it("refuses a missing, malformed, stale or mismatching signature", () => {
    expect(verifyPaddleSignature(secret, body, undefined, now)).toEqual({
      ok: false,
      reason: "missing",
    });
    expect(verifyPaddleSignature(secret, body, "h1=abc", now)).toEqual({
      ok: false,
      reason: "malformed",
    });
    expect(
      verifyPaddleSignature(secret, body, paddleSignature(secret, body, ts - 301), now),
    ).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(
      verifyPaddleSignature(secret, body, paddleSignature(secret, body, ts - 299), now),
    ).toEqual({
      ok: true,
    });
    expect(
      verifyPaddleSignature(secret, `${body} `, paddleSignature(secret, body, ts), now),
    ).toEqual({
      ok: false,
      reason: "mismatch",
    });
    expect(verifyPaddleSignature("other", body, paddleSignature(secret, body, ts), now)).toEqual({
      ok: false,
      reason: "mismatch",
    });
  });
});
