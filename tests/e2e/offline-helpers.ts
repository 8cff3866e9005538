import type { BrowserContext, Page } from "@playwright/test";
import { APP_SHELL_URL, PAGES_CACHE } from "#app/service-worker/cache-names.ts";
import { expect } from "./fixtures.ts";

// What the offline specs share: the service worker ready, and scenes captured in the UI.

// Offline, the browser logs each request the app makes and the network refuses.
// A stale write's 409 is logged by the browser too; the app merges or asks (the conflict tests).
export const OFFLINE_NOISE = [
  /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
  /Failed to load resource: the server responded with a status of 409/,
  // A server unreachable (refused by a test's route, or stopped) while the browser is online.
  /Failed to load resource: net::ERR_CONNECTION_REFUSED/,
  /Failed to load resource: net::ERR_CONNECTION_RESET/,
];

// The worker controls the page and has kept the /app page for offline use.
export async function offlineReady(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ cacheName, shell }) =>
            Boolean(navigator.serviceWorker.controller) &&
            Boolean(await (await caches.open(cacheName)).match(shell)),
          { cacheName: PAGES_CACHE, shell: APP_SHELL_URL },
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

export const composer = (page: Page) => page.getByRole("dialog", { name: /New scene/ });

export async function captureScene(page: Page, text: string, photo?: Buffer) {
  await page
    .getByRole("navigation", { name: "App sections" })
    .getByRole("link", { name: "Capture" })
    .click();
  await fillComposer(page, text, photo);
}

export async function fillComposer(page: Page, text: string, photo?: Buffer) {
  await expect(composer(page)).toBeVisible();
  await composer(page).getByLabel("Scene text").fill(text);
  if (photo) {
    await composer(page)
      .getByLabel("Photo or video file")
      .setInputFiles({ name: "harbour.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(composer(page).getByText("IMAGE", { exact: true })).toBeVisible();
  }
  await composer(page).getByRole("button", { name: "Create", exact: true }).click();
  await expect(composer(page)).toHaveCount(0);
}

// Chromium's offline emulation does not reach a document loaded while it is on: there
// navigator.onLine says true though every request fails, where a real device says false. This
// shim answers as the device would, for the documents of this file's own browser profile.
const ONLINE_SHIM_KEY = "e2e-offline";
export async function shimOnLine(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, "onLine");
    Object.defineProperty(Navigator.prototype, "onLine", {
      configurable: true,
      get(this: Navigator) {
        return sessionStorage.getItem(key) === "1" ? false : Boolean(real?.get?.call(this));
      },
    });
  }, ONLINE_SHIM_KEY);
}

export async function setOffline(page: Page, offline: boolean): Promise<void> {
  await page.evaluate(
    ({ key, offline }) =>
      offline ? sessionStorage.setItem(key, "1") : sessionStorage.removeItem(key),
    { key: ONLINE_SHIM_KEY, offline },
  );
  await page.context().setOffline(offline);
  // Chromium fires the event only where it knew the old state; twice is harmless to the app.
  await page.evaluate(
    (offline) => window.dispatchEvent(new Event(offline ? "offline" : "online")),
    offline,
  );
}
