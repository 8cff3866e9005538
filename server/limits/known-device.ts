import crypto from "node:crypto";
import { accountSubject } from "./consume-limit.ts";

// A browser that has signed in to an account carries a signed note saying so (OWASP's "device
// cookie"): its password attempts on that account skip the per-account delay, so someone
// guessing from elsewhere cannot keep the owner out. The note names the account by a hash, is
// signed with the auth secret, and lasts 180 days; a browser keeps notes for a few accounts.

export const KNOWN_DEVICE_COOKIE = "lifescript_known_device";
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 86_400;
const MAX_ACCOUNTS = 3;

type Note = { account: string; issuedAt: number; mac: string };

function sign(secret: string, account: string, issuedAt: number): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`known-device|${account}|${issuedAt}`)
    .digest("base64url");
}

function parse(cookie: string | undefined): Note[] {
  if (!cookie) return [];
  return cookie.split("~").flatMap((part) => {
    const [account, issued, mac] = part.split(".");
    const issuedAt = Number(issued);
    if (!account || !mac || !Number.isSafeInteger(issuedAt)) return [];
    return [{ account, issuedAt, mac }];
  });
}

function valid(secret: string, note: Note, now: number): boolean {
  if (now - note.issuedAt > KNOWN_DEVICE_MAX_AGE_SECONDS * 1000 || note.issuedAt > now + 60_000) {
    return false;
  }
  const expected = Buffer.from(sign(secret, note.account, note.issuedAt));
  const given = Buffer.from(note.mac);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

export function isKnownDevice(
  secret: string,
  cookie: string | undefined,
  email: string,
  now = Date.now(),
): boolean {
  const account = accountSubject(email);
  return parse(cookie).some((note) => note.account === account && valid(secret, note, now));
}

// The cookie's new value after a sign-in to `email`: this account's fresh note first, then the
// still-valid notes of other accounts.
export function rememberDevice(
  secret: string,
  cookie: string | undefined,
  email: string,
  now = Date.now(),
): string {
  const account = accountSubject(email);
  const others = parse(cookie).filter(
    (note) => note.account !== account && valid(secret, note, now),
  );
  const notes = [{ account, issuedAt: now, mac: sign(secret, account, now) }, ...others];
  return notes
    .slice(0, MAX_ACCOUNTS)
    .map((note) => `${note.account}.${note.issuedAt}.${note.mac}`)
    .join("~");
}
