// Where a person goes once signed in, when they came from a page that needs an account (an
// invitation link). Kept in this browser, not in the URL: a sign-up finishes through a mail link
// that may open in another tab. Only a path of this site is kept, and only for a day.
const KEY = "lifescript:return-to";
const DAY_MS = 24 * 60 * 60 * 1000;

function isOwnPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

export function rememberReturnTo(path: string, now = Date.now()): void {
  if (!isOwnPath(path)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Storage refused (private mode, full): the person lands on the app's home instead.
  }
}

// The remembered path, once: it is forgotten as it is read.
export function takeReturnTo(now = Date.now()): string | null {
  let stored: string | null;
  try {
    stored = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!stored) return null;
  try {
    const { path, at } = JSON.parse(stored) as { path?: unknown; at?: unknown };
    if (typeof path !== "string" || typeof at !== "number" || now - at > DAY_MS) return null;
    return isOwnPath(path) ? path : null;
  } catch {
    return null;
  }
}
