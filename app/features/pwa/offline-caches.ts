import { APP_SHELL_URL, CACHE_PREFIX, PAGES_CACHE } from "#app/service-worker/cache-names";

// Keeps a fresh copy of the /app page for the service worker to open offline. A signed-in person
// usually reaches /app by a link (no page request the worker could keep), so the app asks for it.
export async function keepAppShell(): Promise<void> {
  if (typeof caches === "undefined" || !navigator.onLine) return;
  try {
    const response = await fetch(APP_SHELL_URL, { credentials: "same-origin" });
    if (response.status === 200 && !response.redirected) {
      await (await caches.open(PAGES_CACHE)).put(APP_SHELL_URL, response);
    }
  } catch {
    // Offline after all: the copy from an earlier visit stays.
  }
}

// Sign-out: every cache filled while signed in goes (the pages, anything a later version adds).
// Workbox's precache stays: it holds only the build's public files (the same scripts and styles
// every visitor downloads), and without it the next person to sign in here could not open the
// app offline until the next release.
export async function clearSignedInCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && !name.includes("-precache-"))
      .map((name) => caches.delete(name)),
  );
}
