// The service worker (Workbox 7; docs/decisions/0034-offline-app-service-worker.md). It keeps the
// app's build (scripts, styles, fonts, icons) and the /app page so the signed-in screens open with
// no network. It never answers an API request: those always go to the network, and the data layer
// keeps the person's data in IndexedDB. Built by scripts/pwa/build-service-worker.ts.
import { clientsClaim, setCacheNameDetails } from "workbox-core";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import type { PrecacheEntry } from "workbox-precaching";
import { APP_SHELL_URL, CACHE_PREFIX, isAppPath, PAGES_CACHE, SKIP_WAITING } from "./cache-names";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

setCacheNameDetails({ prefix: CACHE_PREFIX });

// A new version waits until the person presses Reload in "A new version is ready" (the page then
// reloads), so one page never runs half old and half new code. The very first install has no
// older version to mix with and takes the open page at once.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages of the app: the network first, so an online visit always gets the newest page; offline
// (or with the server unreachable for 4 s) the copy kept from the last visit, else the /app page,
// which every /app address can start from (the server renders the same shell for all of them).
// Only plain 200 answers are kept: never a redirect or an error page.
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [
    {
      cacheWillUpdate: async ({ response }) =>
        response.status === 200 && response.type === "basic" ? response : null,
    },
    {
      handlerDidError: async () => (await caches.open(PAGES_CACHE)).match(APP_SHELL_URL),
    },
  ],
});
registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" && url.origin === self.location.origin && isAppPath(url.pathname),
  pages,
);
