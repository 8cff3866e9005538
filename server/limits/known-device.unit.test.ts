import { describe, expect, it } from "vitest";
import { isKnownDevice, KNOWN_DEVICE_MAX_AGE_SECONDS, rememberDevice } from "./known-device.ts";

const secret = "a-test-secret-of-enough-length-0123456789";
const now = Date.UTC(2025, 0, 1);

describe("known-device cookie", () => {
  it("vouches for the account it was issued for, whatever the case of the address", () => {
    const cookie = rememberDevice(secret, undefined, "rosa@example.com", now);
    expect(isKnownDevice(secret, cookie, "Rosa@Example.com ", now)).toBe(true);
    expect(isKnownDevice(secret, cookie, "someone@example.com", now)).toBe(false);
  });

  it("means nothing when forged, signed with another secret, or expired", () => {
    const cookie = rememberDevice(secret, undefined, "rosa@example.com", now);
    const [account, issued] = cookie.split(".");
    expect(isKnownDevice(secret, `${account}.${issued}.forged`, "rosa@example.com", now)).toBe(
      false,
    );
    expect(
      isKnownDevice("another-secret-entirely-0123456789", cookie, "rosa@example.com", now),
    ).toBe(false);
    const later = now + (KNOWN_DEVICE_MAX_AGE_SECONDS + 1) * 1000;
    expect(isKnownDevice(secret, cookie, "rosa@example.com", later)).toBe(false);
    expect(isKnownDevice(secret, undefined, "rosa@example.com", now)).toBe(false);
    expect(isKnownDevice(secret, "garbage~.~..", "rosa@example.com", now)).toBe(false);
  });

  it("keeps the notes of the last three accounts signed in on this browser", () => {
    let cookie: string | undefined;
    for (const who of ["a@x.org", "b@x.org", "c@x.org", "d@x.org"]) {
      cookie = rememberDevice(secret, cookie, who, now);
    }
    expect(
      ["a@x.org", "b@x.org", "c@x.org", "d@x.org"].map((who) =>
        isKnownDevice(secret, cookie, who, now),
      ),
    ).toEqual([false, true, true, true]);
    cookie = rememberDevice(secret, cookie, "c@x.org", now + 1);
    expect(cookie.split("~")).toHaveLength(3);
  });
});
