// Cache Storage names shared by the service worker and the page (sign-out, the app shell).
// Workbox's precache (build assets, the same for every visitor) has its own name
// "lifescript-precache-…"; the pages cache holds HTML a signed-in session was answered with.
export const CACHE_PREFIX = "lifescript";
export const PAGES_CACHE = `${CACHE_PREFIX}-pages-v1`;
// Every /app page renders the same shell on the server (the session is checked in the browser),
// so this one page stands in offline for an /app address that was never opened online.
export const APP_SHELL_URL = "/app";
// The message the update prompt sends the waiting worker (workbox-window's messageSkipWaiting).
export const SKIP_WAITING = "SKIP_WAITING";

export function isAppPath(pathname: string): boolean {
  return pathname === APP_SHELL_URL || pathname.startsWith(`${APP_SHELL_URL}/`);
}
