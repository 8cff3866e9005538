import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

// Every page fails its test on a console error, a Content-Security-Policy violation or a request
// that leaves this machine.
// A test that expects an error status (the 404 page) lists the console messages it allows.
export const test = base.extend<{ page: Page; allowConsole: RegExp[] }>({
  allowConsole: [[], { option: true }],
  page: async ({ page, baseURL, allowConsole }, use) => {
    const problems = await watchPage(page, allowConsole);
    await use(page);
    expect(problems, `problems on ${baseURL}`).toEqual([]);
  },
});

/** The fixture's watch on one page (a test that opens another page in its context watches that
 * one too): the list fills with console errors, page errors, CSP violations and requests that
 * leave this machine. */
// `intercept: false` watches requests without routing them: Chromium lets no service worker
// answer a page whose requests a test routes, so the offline app's spec only looks.
export async function watchPage(
  page: Page,
  allowConsole: RegExp[] = [],
  { intercept = true }: { intercept?: boolean } = {},
): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (allowConsole.some((pattern) => pattern.test(message.text()))) return;
    problems.push(`console.error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  // Whatever the Content-Security-Policy blocks (a script, an image, a connection) is a problem
  // too; Chromium also logs it, this names the directive and the address.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "an inline script or style"} in ${event.sourceFile || document.location.href}`,
      );
    });
  });
  const local = /^(http:\/\/(localhost|127\.0\.0\.1)[:/]|data:|blob:)/;
  if (!intercept) {
    page.on("request", (request) => {
      if (!local.test(request.url())) problems.push(`unexpected network request: ${request.url()}`);
    });
    return problems;
  }
  await page.route(/^(?!http:\/\/(localhost|127\.0\.0\.1)[:/]).*/, async (route) => {
    const url = route.request().url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
    problems.push(`unexpected network request: ${url}`);
    return route.abort();
  });
  return problems;
}

export { expect };

// A prerendered page shows before React has hydrated it; buttons that need scripts respond only
// after. Opens a page and waits for the root to mark it hydrated. The landing page brings React
// on a person's first move (docs/decisions/0055-landing-without-hydration.md): the mouse moves.
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.mouse.move(4, 4);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

// The Origin a browser puts on every write from the app's pages. A test that writes through the
// API with the browser's cookie (page.request) sends it too, or the server refuses the write as
// cross-site (docs/decisions/0014-api-request-forgery.md).
export function fromApp(page: Page): { origin: string } {
  const url = page.url();
  const origin = url.startsWith("http")
    ? new URL(url).origin
    : `http://localhost:${Number(process.env.E2E_PORT ?? 3917)}`;
  return { origin };
}

export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

type OutboxMail = { to: string; subject: string; text: string };

// The development outbox stands in for an inbox: wait for the newest mail to an address.
export async function waitForMail(page: Page, to: string, subject: string): Promise<OutboxMail> {
  for (let i = 0; i < 50; i += 1) {
    const response = await page.request.get("/api/dev/mail");
    const mails = (await response.json()) as OutboxMail[];
    const mail = mails.find((m) => m.to === to && m.subject === subject);
    if (mail) return mail;
    await page.waitForTimeout(200);
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

export const FINISH_SIGN_UP_SUBJECT = "Finish creating your Lifescript account";

/** Opens the sign-up link mailed to `email` in this page, as a person does from their inbox: the
 * account is made and signed in here, and the app opens. */
export async function openSignUpLink(page: Page, email: string): Promise<void> {
  const mail = await waitForMail(page, email, FINISH_SIGN_UP_SUBJECT);
  const link = /https?:\/\/\S+\/auth\/finish-signup\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, "the sign-up mail's link").toBeTruthy();
  await page.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
  await expect(page).toHaveURL(/\/app(\/movies)?(\?.*)?$/);
}

/** Signs up through the real form (a fresh address unless one is given), opens the mailed link
 * and waits for the app. */
export async function signUpThroughUi(
  page: Page,
  { name = "Ana Costa", email = uniqueEmail("e2e") }: { name?: string; email?: string } = {},
): Promise<string> {
  await page.goto("/auth/signup");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await openSignUpLink(page, email);
  return email;
}

/** Makes an account through the API with this page's cookies (signed in afterwards), as the
 * sign-up form and its mailed link do; for tests whose subject is not sign-up. */
export async function signUpByApi(
  page: Page,
  {
    email = uniqueEmail("api"),
    password = "a long enough password",
    name = "Ana Costa",
  }: { email?: string; password?: string; name?: string } = {},
): Promise<string> {
  const asked = await page.request.post("/api/auth/sign-up/email", {
    headers: fromApp(page),
    data: { email, password, name },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const mail = await waitForMail(page, email, FINISH_SIGN_UP_SUBJECT);
  const token = /\/auth\/finish-signup\?token=([\w-]+)/.exec(mail.text)?.[1];
  const finished = await page.request.post("/api/auth/sign-up/finish", {
    headers: fromApp(page),
    data: { token },
  });
  expect(finished.status(), await finished.text()).toBe(200);
  return email;
}

/** axe on what the page shows now: no serious or critical WCAG 2.1 AA violation. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
  expect(serious, where).toEqual([]);
}

export const SCREEN_SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** Screenshots at phone and desktop size, `${name}-390.png` and `${name}-1280.png` in `dir`, to
 * be looked at by a person; the page gets its viewport back afterwards. */
export async function shoot(
  page: Page,
  name: string,
  { dir, focus, atBottom = false }: { dir: string; focus?: Locator; atBottom?: boolean },
): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const before = page.viewportSize() ?? SCREEN_SIZES[1];
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    // The element shown at this size (a phone reads the script reflowed, a laptop sees pages).
    if (focus) {
      for (const shown of await focus.all()) {
        if (!(await shown.isVisible())) continue;
        await shown.scrollIntoViewIfNeeded();
        break;
      }
    }
    if (atBottom) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(dir, `${name}-${size.width}.png`) });
  }
  await page.setViewportSize(before);
}

/** A visitor who already answered the consent banner (no analytics), so it covers nothing that
 * a screenshot is taken of. Call before the first page load. */
export async function consentAnswered(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem(
      "lifescript.consent",
      JSON.stringify({ analytics: false, advertising: false, necessary: true, source: "banner" }),
    );
  });
}
