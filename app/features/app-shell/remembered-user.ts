import type { ShellUser } from "./types";

// The signed-in person, kept in this browser so /app opens with no network: the
// session check needs the server, and an unreachable server must not send someone who is signed
// in to the sign-up page. Sign-out forgets it; the next answer from the server replaces it, and a
// 401 once the server is back signs the browser out as always.
const KEY = "lifescript.offline-user";
// That someone has signed in on this browser at all (no name, no id): kept after sign-out, so a
// signed-out visit to /app offers Sign in rather than Sign up.
const SIGNED_IN_BEFORE_KEY = "lifescript.signed-in-before";

export function rememberUser(user: ShellUser): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(user));
    localStorage.setItem(SIGNED_IN_BEFORE_KEY, "1");
  } catch {
    // Storage full or blocked: the app still works online.
  }
}

export function signedInHereBefore(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_BEFORE_KEY) === "1" || localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberedUser(): ShellUser | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ShellUser> | null;
    return parsed && typeof parsed.id === "string" ? (parsed as ShellUser) : null;
  } catch {
    return null;
  }
}

export function forgetUser(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
