import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { ownDatabaseUrl } from "../support/worker-database.ts";
import { expect, expectAccessible, shoot, test, uniqueEmail, watchPage } from "./fixtures.ts";

// Lifescript as someone installs it with no optional service at all (no GIPHY, dictation,
// co-writer, payments, SMTP, SMS, Google/Apple, S3, PostHog): a person walks through the site,
// a guest movie, sign-up, capture, develop, share, subscription and account. What this server
// cannot offer is not on screen, nothing says "configured", "server" or "fetch failed", no
// request goes to a service that is off, and the browser logs no error. Every screen is
// photographed at phone and desktop size (NOTHING_CONFIGURED_SHOTS_DIR) and checked with axe.
// The shared e2e server has every service faked, so this file runs a server of its own.

const SHOTS =
  process.env.NOTHING_CONFIGURED_SHOTS_DIR ?? path.join(os.tmpdir(), "nothing-configured-shots");

// Every variable that turns an optional service on: none reaches this server.
const OPTIONAL = [
  "GIPHY_API_KEY",
  "TRANSCRIBE_URL",
  "LLM_URL",
  "PADDLE_API_KEY",
  "PADDLE_WEBHOOK_SECRET",
  "PADDLE_CLIENT_TOKEN",
  "PADDLE_PRICE_MONTHLY",
  "PADDLE_PRICE_YEARLY",
  "SMTP_URL",
  "SMS_ACCOUNT_SID",
  "SMS_AUTH_TOKEN",
  "SMS_FROM",
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "APPLE_CLIENT_ID",
  "APPLE_CLIENT_SECRET",
  "S3_BUCKET",
  "POSTHOG_KEY",
  "METRICS_TOKEN",
  "OAUTH_PROVIDER_URL",
];
const OPERATOR_WORDS = /configured|server|fetch failed/i;

let server: ServerProcess | undefined;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  for (const name of OPTIONAL) delete process.env[name];
  // Production, as it is installed: no development mail outbox stands in for a mail service.
  const databaseUrl = await ownDatabaseUrl("nothing_configured");
  server = await startServerProcess({
    buildDir: process.env.BUILD_DIR ?? "build",
    env: { NODE_ENV: "production" },
    ...(databaseUrl ? { databaseUrl } : {}),
  });
});
test.afterAll(async () => {
  await server?.stop();
});

// What a person reads on the screen now (the visible text, dialogs and toasts included).
async function expectPlainWords(page: Page, where: string): Promise<void> {
  const text = await page.locator("body").innerText();
  expect(text.match(OPERATOR_WORDS)?.[0] ?? null, `${where}: ${text.slice(0, 400)}`).toBeNull();
}

async function screen(page: Page, name: string): Promise<void> {
  await expectPlainWords(page, name);
  await expectAccessible(page, name);
  await shoot(page, name, { dir: SHOTS });
}

test("a walk through everything with no optional service: plain words, nothing dead, no console error", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const baseURL = server?.baseUrl ?? "";
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems = await watchPage(page);
  const api: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/")) api.push(url.pathname);
  });
  const composer = page.getByRole("dialog", { name: /New scene/ });

  // The site: Hobby with its help mark, Examples, Pricing and Sign in in the header's menu; the
  // consent banner small enough to read the page behind it.
  await page.goto("/");
  const banner = page.getByTestId("consent-banner");
  await expect(banner).toBeVisible();
  const bannerBox = await banner.boundingBox();
  expect(bannerBox?.height ?? 999).toBeLessThan(844 / 4);
  await shoot(page, "consent-banner", { dir: SHOTS });
  // It minimizes itself 6 s after the page loads; the cookie button opens it again.
  const minimized = page.getByTestId("consent-minimized");
  if (await minimized.isVisible()) await minimized.click();
  await banner.getByRole("button", { name: "Reject All" }).click();
  await expect(banner).toBeHidden();
  await screen(page, "landing");
  // The banner's buttons brought the page's scripts; the walk goes on once they have taken over.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The phone menu is a <details> (it works before the page's scripts arrive). Its links, not
  // the footer's: the footer's "Pricing" sits under the contact form, which grows as it loads,
  // and a click aimed there could land on the form.
  const menu = page.locator("details[data-site-menu]");
  await menu.locator("summary", { hasText: "Open menu" }).click();
  for (const name of ["Hobby", "Examples", "Pricing", "Sign in", "App"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await menu.getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page).toHaveTitle("Pricing: Free and Lifescript Pro");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your first 3 movies free. Every story with Pro.",
  );
  const pro = page.getByRole("region", { name: "Lifescript Pro" });
  await expect(pro).toContainText("Not available here yet");
  await expect(page.getByRole("link", { name: /Upgrade/ })).toHaveCount(0);
  const free = page.getByRole("region", { name: "Free" });
  await expect(free).toContainText("3 movies");
  // Neither plan promises what this server has not got: no GIF search, no voice dictation.
  await expect(free).toContainText("Capture scenes with photos, videos and quotes");
  for (const plan of [free, pro]) {
    await expect(plan.getByRole("listitem").first()).toBeVisible();
    expect(await plan.innerText()).not.toMatch(/GIF|voice|dictat/i);
  }
  // Nor does the page's text around them, or what it tells search engines.
  await expect(page.getByText("many stories or lots of photos and videos.")).toBeVisible();
  expect(await page.getByRole("main").innerText()).not.toMatch(/GIF|voice|dictat|recording/i);
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute("content", /voice/i);
  await screen(page, "pricing");

  // A guest: the composer has the emotions wheel, and no GIF library to search.
  await page.goto("/movify");
  await page.getByLabel("Title").fill("The Summer of the Red Bicycle");
  await page.getByRole("button", { name: "Start my movie" }).click();
  await page.getByRole("button", { name: "Add a scene" }).click();
  await expect(composer.getByRole("button", { name: "Emotions Wheel" })).toBeVisible();
  await expect(composer.getByRole("button", { name: "GIF Library" })).toHaveCount(0);
  await composer
    .getByPlaceholder("What's happening in your scene?")
    .fill("Dad lets go of the seat");
  await screen(page, "guest-composer");
  await composer.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByText("1 scene captured")).toBeVisible();
  await screen(page, "guest-movie");

  // Sign-up keeps the guest's movie; the app needs no mail service to start.
  await page.getByRole("link", { name: "Sign up to keep it" }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect(page.getByRole("button", { name: /Google|Apple/ })).toHaveCount(0);
  await screen(page, "signup");
  await page.getByLabel("Name").fill("Marta Lind");
  await page.getByLabel("Email").fill(uniqueEmail("plain"));
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/app(\/movies)?$/);
  await expect(
    page.getByText("Successfully preserved 1 movie from your guest session.", { exact: true }),
  ).toBeVisible();
  // No mail leaves this installation: nothing claims a confirmation link was sent.
  await expect(page.getByRole("region", { name: "Email confirmation" })).toHaveCount(0);
  await screen(page, "movies");

  // Capture: no Record button and no GIF library, and nothing asked of their APIs.
  await page
    .getByRole("link", { name: /The Summer of the Red Bicycle/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/scenes$/);
  const movieId = /\/app\/movies\/([^/]+)\/scenes/.exec(page.url())?.[1] ?? "";
  await page
    .getByRole("button", { name: /New scene|Add a scene/ })
    .first()
    .click();
  await expect(composer.getByRole("button", { name: "Inspire Me" })).toBeVisible();
  await expect(composer.getByRole("button", { name: "Record" })).toHaveCount(0);
  await expect(composer.getByRole("button", { name: "GIF Library" })).toHaveCount(0);
  await expect(composer.getByRole("button", { name: "Photo/Video" })).toBeVisible();
  await composer
    .getByPlaceholder(/What's happening in your scene\?|Add text/)
    .fill("The lake at dawn\nWe swim before anyone else is awake.");
  await screen(page, "composer");
  await composer.getByRole("button", { name: "Create", exact: true }).click();
  await expect(
    page.getByText("Your scene has been successfully created.", { exact: true }),
  ).toBeVisible();
  await screen(page, "scenes");

  // Develop: the guided cards and the editor, with no co-writer to offer.
  await page.goto(`/app/develop/Movie/${movieId}`);
  await expect(page.getByRole("link", { name: "Open the advanced view" })).toBeVisible();
  await expect(page.getByText("Ask the co-writer")).toHaveCount(0);
  await screen(page, "develop-basic");
  await page.goto(`/app/develop/Movie/advanced/${movieId}`);
  await expect(page.getByRole("group", { name: "Export" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Co-writer" })).toHaveCount(0);
  // The editor's own chunk has loaded (its pulsing placeholder is not what a person reads).
  await expect(page.locator(".cm-content")).toBeVisible();
  await screen(page, "develop-advanced");

  // Share: a link, sent to people first.
  await page.goto(`/app/share?movie=${movieId}`);
  const card = page.getByTestId("share-movie").filter({ hasText: "Red Bicycle" });
  await card.getByRole("button", { name: "Create link" }).click();
  const active = card.getByTestId("active-link");
  await expect(active.getByRole("link", { name: /^Send by / }).first()).toHaveAccessibleName(
    "Send by Email",
  );
  await expect(active.getByText(/created \w{3} \d{1,2}, \d{4}/)).toBeVisible();
  await screen(page, "share");

  // Subscription: everything included, usage as words with no bar, nothing to upgrade.
  await page.goto("/app/subscription");
  await expect(page.getByText("Everything is included here")).toBeVisible();
  await expect(page.getByText("1 movie · no limit")).toBeVisible();
  await expect(page.locator("meter")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Upgrade/ })).toHaveCount(0);
  await screen(page, "subscription");
  const started = Date.now();
  await page.goto("/app/subscription/success");
  await expect(page.getByRole("heading", { name: "There is nothing to confirm" })).toBeVisible({
    timeout: 61_000,
  });
  expect(Date.now() - started).toBeLessThan(61_000);
  await screen(page, "subscription-success");

  // Account, from the avatar menu: name, email, password, two-step sign-in, sessions, data.
  await page.getByRole("button", { name: /Marta Lind/ }).click();
  await screen(page, "avatar-menu");
  await page.getByRole("menuitem", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  for (const heading of ["Password", "Two-step sign-in", "Download my data"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: /Google|Apple/ })).toHaveCount(0);
  // A new email would need a link by email: the address is shown, not offered for change.
  await expect(page.getByText(/You sign in with/)).toBeVisible();
  await expect(page.getByLabel("New email")).toHaveCount(0);
  await screen(page, "account");

  // The operators' pages are not here for a person: the plain 404 page, status 404.
  const integrations = await page.request.get("/app/integrations");
  expect(integrations.status()).toBe(404);

  // Signed out, Sign in offers no reset link that would never arrive; the page for it says why.
  await page.getByRole("button", { name: /Marta Lind/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).not.toHaveURL(/\/app/);
  // Someone who has signed in on this browser before is sent to Sign in, not Sign up.
  await page.goto("/app");
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveCount(0);
  await screen(page, "sign-in");
  await page.goto("/auth/forgot-password");
  await expect(
    page.getByText("Passwords can't be reset by email here.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Send reset link" })).toHaveCount(0);
  await screen(page, "forgot-password");

  // No request ever went to a service that is off.
  expect(api.filter((p) => /\/(voice-transcription|gifs|co-writer)(\/|$)/.test(p))).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});
