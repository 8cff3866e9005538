import type { Page } from "@playwright/test";
import { APP_SHELL_URL, PAGES_CACHE } from "../../app/service-worker/cache-names.ts";
import { expect } from "./fixtures.ts";

// What the offline specs share (issue 13): the service worker ready, and scenes captured in the UI.

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
