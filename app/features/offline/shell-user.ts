import type { ShellUser } from "~/features/app-shell/types";

// The signed-in user as the app shell last saw them, so /app opens from the service worker with
// no network (the session check needs the server). Cleared on sign-out with the rest.

const SHELL_USER_KEY = "lifescript:shell-user";

export function rememberShellUser(user: ShellUser): void {
  try {
    localStorage.setItem(SHELL_USER_KEY, JSON.stringify(user));
  } catch {
    // private mode: offline reloads go to sign-in
  }
}

export function readShellUser(): ShellUser | null {
  try {
    const raw = localStorage.getItem(SHELL_USER_KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as Partial<ShellUser>;
    if (typeof user.id !== "string" || typeof user.email !== "string") return null;
    return { name: "", emailVerified: false, ...user } as ShellUser;
  } catch {
    return null;
  }
}

export function forgetShellUser(): void {
  try {
    localStorage.removeItem(SHELL_USER_KEY);
  } catch {
    // nothing to forget
  }
}
