import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { PAGES_CACHE } from "#app/service-worker/cache-names.ts";
import { expect, fromApp, openSignUpLink, test, uniqueEmail, watchPage } from "./fixtures.ts";
import { offlineReady } from "./offline-helpers.ts";

// The installable, offline-capable app: the web app manifest and its icons, Chrome's
// own installability check, the service worker opening /app, the scenes page, the composer and
// the advanced editor with no network, "A new version is ready", and sign-out leaving nothing of
// the account in Cache Storage. One account for the file; the tests run in order.
test.describe.configure({ mode: "serial" });

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

let context: BrowserContext;
let page: Page;
let problems: string[];
let movieId: string;

const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3917)}`;
let profileDir: string;

test.beforeAll(async ({ playwright, launchOptions }) => {
  // A browser profile of its own, as a person's browser has: Chrome never offers to install from
  // an incognito context, which is what a test's usual context is.
  profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-offline-app-"));
  context = await playwright.chromium.launchPersistentContext(profileDir, {
    ...launchOptions,
    baseURL,
    viewport: { width: 390, height: 844 },
    // playwright.config.ts blocks workers for every other spec.
    serviceWorkers: "allow",
  });
  page = context.pages()[0] ?? (await context.newPage());
  problems = await watchPage(
    page,
    // Offline, the browser logs each request the app makes and the network refuses.
    [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/],
    { intercept: false },
  );
  await page.goto("/auth/signup");
  await page.getByLabel("Name").fill("Odile Park");
  const email = uniqueEmail("offline-app");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByRole("button", { name: "Create account" }).click();
  await openSignUpLink(page, email);
  const created = await page.request.post("/api/movies", {
    headers: fromApp(page),
    data: { title: "The Night Ferry", genre: "Drama" },
  });
  expect(created.ok()).toBe(true);
  movieId = ((await created.json()) as { id: string }).id;
});

test.afterAll(async () => {
  await context.close();
  fs.rmSync(profileDir, { recursive: true, force: true });
});

test.afterEach(() => {
  expect(problems.splice(0), "problems on the page").toEqual([]);
});

test("the app is installable: Chrome finds no installability error, the manifest has every icon", async () => {
  await page.goto("/app");
  await offlineReady(page);
  // Lighthouse 12 dropped its installable-manifest audit, which only asked Chrome; this asks
  // Chrome itself (the check behind the install prompt: manifest, icons, service worker).
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  await cdp.detach();

  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await page.request.get(href ?? "");
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: "Lifescript",
    short_name: "Lifescript",
    start_url: "/app",
    scope: "/app",
    display: "standalone",
    theme_color: "#faf6f0",
    background_color: "#faf6f0",
  });
  const sizesOf = (purpose: string) =>
    manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
  expect(sizesOf("any")).toEqual(expect.arrayContaining(["192x192", "512x512", "144x144"]));
  expect(sizesOf("maskable")).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  // Each icon is a PNG of the size it claims.
  const appleTouch = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  const icons = [
    ...manifest.icons,
    { src: appleTouch ?? "", sizes: "180x180", type: "image/png", purpose: "any" },
  ];
  for (const icon of icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"], icon.src).toBe("image/png");
    const { width, height, format } = await sharp(await file.body()).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    expect(format).toBe("png");
  }

  // The public site stays as it was: no manifest, no worker, no script of ours added.
  await page.goto("/about");
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test("with no network, /app, a movie's scenes, the composer and the advanced editor open from the service worker", async () => {
  await page.goto("/app");
  await offlineReady(page);
  await context.setOffline(true);
  try {
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole("navigation", { name: "App sections" })).toBeVisible();
    expect(
      await page.evaluate(() =>
        fetch("/api/health").then(
          () => "online",
          () => "offline",
        ),
      ),
    ).toBe("offline");

    // Addresses never opened online start from the kept /app page.
    await page.goto(`/app/movies/${movieId}/scenes`);
    await expect(page.getByRole("navigation", { name: "App sections" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "App sections" })
      .getByRole("link", { name: "Capture", exact: true })
      .click();
    const composer = page.getByRole("dialog", { name: /New scene/ });
    await expect(composer).toBeVisible();
    await expect(composer.getByLabel("Scene text")).toBeVisible();
    await page.keyboard.press("Escape");

    // The editor's own screen, from its lazily loaded chunk.
    await page.goto(`/app/develop/Movie/advanced/${movieId}`);
    await expect(
      page.locator(".cm-content").or(page.getByText("Opening the screenplay...")),
    ).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test("a new version announces itself and takes over only on Reload", async () => {
  const swFile = path.join(clientDir, "sw.js");
  const original = fs.readFileSync(swFile, "utf8");
  await page.goto("/app");
  await offlineReady(page);
  try {
    // A release: the server now serves a different worker.
    fs.writeFileSync(swFile, `${original}\n// next release ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration("/app");
      await registration?.update();
    });
    const prompt = page.getByRole("status").filter({ hasText: "A new version is ready" });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // Until Reload, the page stays on the version it started with.
    const waiting = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration("/app");
      return Boolean(registration?.waiting);
    });
    expect(waiting).toBe(true);
    await Promise.all([
      page.waitForEvent("load"),
      prompt.getByRole("button", { name: "Reload" }).click(),
    ]);
    await expect(page.getByRole("navigation", { name: "App sections" })).toBeVisible();
    await expect(page.getByText("A new version is ready")).toHaveCount(0);
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration("/app");
      return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
    });
    // The worker that waited is the one in charge now.
    expect(after).toEqual({ waiting: false, active: "activated" });
  } finally {
    fs.writeFileSync(swFile, original);
  }
});

test("sign-out removes the account's kept pages and the person remembered for offline use", async () => {
  await page.goto("/app");
  await offlineReady(page);
  await page.getByRole("button", { name: /Account/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const left = await page.evaluate(async () => ({
    caches: await caches.keys(),
    remembered: localStorage.getItem("lifescript.offline-user"),
  }));
  expect(left.caches).not.toContain(PAGES_CACHE);
  // Only the build's public files stay (the same for every visitor).
  expect(left.caches.every((name) => name.includes("-precache-"))).toBe(true);
  expect(left.remembered).toBeNull();
  // Offline, /app no longer opens as the account that left.
  await context.setOffline(true);
  try {
    await page.goto("/app").catch(() => undefined);
    await expect(page.getByRole("navigation", { name: "App sections" })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});
