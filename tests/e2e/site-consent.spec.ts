import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// playwright.config.ts gives the server a fake PostHog key on 127.0.0.1:3998 and reads the
// visitor's country from the x-test-country header.
const ANALYTICS = "http://127.0.0.1:3998";

function watchAnalytics(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(ANALYTICS)) seen.push(request);
  });
  return seen;
}

async function consentOf(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem("lifescript.consent");
    return raw
      ? (JSON.parse(raw) as { analytics: boolean; advertising: boolean; source: string })
      : null;
  });
}

// Time stands still from just before the page loads, so the banner's timers are counted exactly.
async function openWithClock(page: Page, path = "/") {
  const start = new Date("2026-03-02T10:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 2000));
  const geo = page.waitForResponse((r) => r.url().endsWith("/api/geo"));
  await page.goto(path);
  await geo;
  // The landing page's island shows the banner with no React; elsewhere the app's banner does.
  await page
    .locator("html[data-consent-island], html[data-hydrated]")
    .first()
    .waitFor({ state: "attached" });
  await page.waitForTimeout(100);
}

const banner = (page: Page) => page.getByTestId("consent-banner");
const minimized = (page: Page) =>
  page
    .getByRole("button", { name: "Cookie preferences" })
    .and(page.getByTestId("consent-minimized"));

// The landing page shows the banner from its island, before React; other pages from the app.
for (const path of ["/", "/glossary"]) {
  test(`the banner appears after 1 s, minimizes after 6 s, re-expands on click and fades out in 300 ms (${path})`, async ({
    page,
  }) => {
    const analytics = watchAnalytics(page);
    await openWithClock(page, path);
    await page.clock.runFor(990);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Accept All" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Reject All" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Necessary Only" })).toBeVisible();

    await page.clock.runFor(4970); // 5.98 s after load
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(30);
    await expect(banner(page)).toHaveCount(0);
    await expect(minimized(page)).toBeVisible();

    await minimized(page).click();
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(10_000); // re-expanded by the visitor: it stays open
    await expect(banner(page)).toBeVisible();

    const saved = page.waitForRequest(
      (r) => r.url().endsWith("/api/consent-choices") && r.method() === "POST",
    );
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    const body = (await saved).postDataJSON() as {
      deviceId: string;
      analytics: boolean;
      advertising: boolean;
    };
    expect(body).toMatchObject({ analytics: false, advertising: false });
    expect(body.deviceId).toMatch(/^device_\d+_[a-z0-9]+$/);
    await page.clock.runFor(250);
    await expect(banner(page)).toHaveCount(1);
    await page.clock.runFor(100);
    await expect(banner(page)).toHaveCount(0);
    expect(analytics).toEqual([]);
  });
}

for (const [button, granted] of [
  ["Reject All", false],
  ["Necessary Only", false],
] as const) {
  test(`${button} stores both denied, and no analytics request ever leaves the browser`, async ({
    page,
  }) => {
    const analytics = watchAnalytics(page);
    await openWithClock(page);
    await page.clock.runFor(1100);
    await banner(page).getByRole("button", { name: button }).click();
    await expect
      .poll(() => consentOf(page))
      .toMatchObject({ analytics: granted, advertising: granted, source: "banner" });
    const device = await page.evaluate(() => localStorage.getItem("lifescript.deviceId"));
    expect(device).toMatch(/^device_\d+_[a-z0-9]+$/);
    await page.clock.runFor(400);
    await page.goto("/glossary");
    await page.waitForTimeout(1500);
    await expect(banner(page)).toHaveCount(0);
    expect(analytics.map((r) => r.url())).toEqual([]);
  });
}

test.describe("analytics after consent", () => {
  // The server's CSP names the configured PostHog host (here the fake on 127.0.0.1:3998, answered
  // by the route below); a request to it, or a console line naming it, is what this test looks for.
  // posthog-js drops events from a user agent that looks like a bot (HeadlessChrome).
  test.use({
    allowConsole: [/127\.0\.0\.1:3998/],
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  });
  test("Accept All stores both granted, and only then does analytics load", async ({ page }) => {
    // ...and from a browser under automation (navigator.webdriver).
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "webdriver", { get: () => false });
    });
    const analytics = watchAnalytics(page);
    const attempts: string[] = [];
    page.on("console", (m) => {
      if (m.text().includes("127.0.0.1:3998")) attempts.push(m.text());
    });
    await page.route(`${ANALYTICS}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "{}" }),
    );
    await openWithClock(page);
    await page.clock.runFor(1100);
    await page.waitForTimeout(500);
    expect(analytics).toEqual([]);
    expect(attempts).toEqual([]);
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect
      .poll(() => consentOf(page))
      .toMatchObject({ analytics: true, advertising: true, source: "banner" });
    // posthog-js batches on timers: keep the (paused) clock moving while waiting.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1000);
          return analytics.length + attempts.length;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
  });
});

test.describe("outside the consent countries", () => {
  test.use({ extraHTTPHeaders: { "x-test-country": "US" }, allowConsole: [/127\.0\.0\.1:3998/] });
  test("consent is granted and stored automatically, with no banner", async ({ page }) => {
    const saved = page.waitForRequest((r) => r.url().endsWith("/api/consent-choices"));
    await page.route(`${ANALYTICS}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "{}" }),
    );
    await openWithClock(page);
    await saved;
    await page.clock.runFor(8000);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByTestId("consent-minimized")).toHaveCount(0);
    expect(await consentOf(page)).toMatchObject({
      analytics: true,
      advertising: true,
      source: "auto",
    });
    const cached = await page.evaluate(() => sessionStorage.getItem("lifescript.geo"));
    expect(JSON.parse(cached ?? "{}")).toMatchObject({ countryCode: "US", requiresConsent: false });
  });
});

test.describe("inside the consent countries", () => {
  test.use({ extraHTTPHeaders: { "x-test-country": "DE" } });
  test("the geolocation answer is cached for the session", async ({ page }) => {
    await openWithClock(page);
    const cached = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem("lifescript.geo"))) ?? "{}",
    ) as {
      requiresConsent: boolean;
      expiresAt: number;
    };
    expect(cached.requiresConsent).toBe(true);
    const now = await page.evaluate(() => Date.now());
    expect(cached.expiresAt - now).toBeGreaterThan(59 * 60 * 1000);
    let geoCalls = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/geo")) geoCalls += 1;
    });
    await page.goto("/hobby");
    await page.waitForTimeout(500);
    expect(geoCalls).toBe(0);
  });
});
