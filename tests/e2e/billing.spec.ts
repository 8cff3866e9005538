import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startFakePaddle, type FakePaddle } from "../fakes/fake-paddle.ts";
import {
  signPaddle,
  subscriptionEvent,
  transactionCompletedEvent,
} from "../fakes/paddle-events.ts";
import {
  consentAnswered,
  expect,
  expectAccessible,
  fromApp,
  shoot,
  signUpByApi,
  signUpThroughUi,
  test,
} from "./fixtures.ts";
import { E2E_PADDLE, FAKE_PADDLE_JS, PADDLE_JS_URL } from "./paddle-e2e.ts";

// Subscriptions as a person goes through them: upgrade through Paddle's overlay
// checkout (a test double of Paddle.js that fires the real events), the success page waiting for
// the webhook, Pro with its limits, the billing portal, a payment past due; and the operators'
// diagnostics. Screenshots at phone and desktop size in BILLING_SHOTS_DIR.

const SHOTS = process.env.BILLING_SHOTS_DIR ?? path.join(os.tmpdir(), "billing-shots");

let paddle: FakePaddle;
test.beforeAll(async () => {
  paddle = await startFakePaddle({
    apiKey: E2E_PADDLE.apiKey,
    port: Number(new URL(E2E_PADDLE.apiUrl).port),
  });
  paddle.addPrice(E2E_PADDLE.priceMonthly, "month", 900);
  paddle.addPrice(E2E_PADDLE.priceYearly, "year", 9000);
});
test.afterAll(async () => {
  await paddle.close();
});

async function servePaddleJs(page: Page) {
  await page.route(PADDLE_JS_URL, (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_PADDLE_JS }),
  );
}

// Paddle's servers post signed events to the webhook address, as they do after a payment.
async function paddleSends(baseURL: string | undefined, event: unknown) {
  const raw = JSON.stringify(event);
  const response = await fetch(`${baseURL}/api/billing/paddle/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "paddle-signature": signPaddle(E2E_PADDLE.webhookSecret, raw),
    },
    body: raw,
  });
  expect(response.status).toBe(200);
}

type Opened = {
  environment: string;
  token: string;
  items: Array<{ priceId: string; quantity: number }>;
  customer: { email?: string; id?: string };
  customData: { userId: string };
};

test("upgrade from the subscription page: checkout, success once the webhook arrives, Pro, billing portal, past due", async ({
  page,
  baseURL,
}) => {
  await servePaddleJs(page);
  const email = await signUpThroughUi(page, { name: "Nora Quill" });
  for (const title of ["The Lighthouse Years", "Winter in Porto"]) {
    const made = await page.request.post("/api/movies", {
      headers: fromApp(page),
      data: { title },
    });
    expect(made.status()).toBe(201);
  }

  await page.goto("/app/subscription");
  await expect(page.getByRole("heading", { name: "Free", exact: true })).toBeVisible();
  await expect(page.getByText("2 of 3 movies")).toBeVisible();
  await expect(page.getByText("0 of 10 minutes")).toBeVisible();
  await shoot(page, "subscription-free", { dir: SHOTS });

  await page.getByRole("button", { name: "Upgrade monthly" }).click();
  const checkout = page.getByRole("dialog", { name: "Paddle checkout (test double)" });
  await expect(checkout).toBeVisible();
  const opened = (await page.evaluate(
    () => (window as unknown as { __fakePaddle: { opened: unknown[] } }).__fakePaddle.opened[0],
  )) as Opened;
  expect(opened).toMatchObject({
    environment: "sandbox",
    token: E2E_PADDLE.clientToken,
    items: [{ priceId: E2E_PADDLE.priceMonthly, quantity: 1 }],
    customer: { email },
  });
  const userId = opened.customData.userId;
  expect(userId).toBeTruthy();

  await checkout.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/app\/subscription\/success$/);
  // Paddle's checkout said it is paid, but no webhook has come: nothing is claimed yet.
  await expect(page.getByRole("heading", { name: "Confirming your payment..." })).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(page.getByText(/Welcome to Lifescript Pro/)).toHaveCount(0);

  const refs = { subscriptionId: `sub_e2e_${Date.now()}`, customerId: `ctm_e2e_${Date.now()}` };
  paddle.addCustomer(refs.customerId);
  await paddleSends(
    baseURL,
    subscriptionEvent({
      type: "subscription.created",
      userId,
      ...refs,
      status: "active",
      priceId: E2E_PADDLE.priceMonthly,
    }),
  );
  await paddleSends(
    baseURL,
    transactionCompletedEvent({ userId, ...refs, priceId: E2E_PADDLE.priceMonthly }),
  );
  await expect(page.getByRole("heading", { name: "Welcome to Lifescript Pro" })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByText("Unlimited movies")).toBeVisible();
  await shoot(page, "subscription-success", { dir: SHOTS });

  await page.getByRole("link", { name: "See your subscription" }).click();
  await expect(page.getByRole("heading", { name: "Lifescript Pro", exact: true })).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Renews on .*, billed monthly\.$/)).toBeVisible();
  await expect(page.getByText("2 movies · no limit")).toBeVisible();
  await expect(page.getByText("0 of 300 minutes")).toBeVisible();
  await expect(page.getByRole("button", { name: /Upgrade/ })).toHaveCount(0);
  await shoot(page, "subscription-pro", { dir: SHOTS });

  // A fourth movie, past the Free plan's three, is made now.
  for (const title of ["Third", "Fourth"]) {
    const made = await page.request.post("/api/movies", {
      headers: fromApp(page),
      data: { title },
    });
    expect(made.status()).toBe(201);
  }

  // Manage billing opens Paddle's customer portal for this customer.
  await page.route(/^https:\/\/sandbox-customer-portal\.paddle\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Paddle customer portal</title><h1>Paddle customer portal (test double)</h1>",
    }),
  );
  await page.getByRole("button", { name: "Manage billing" }).click();
  await expect(page).toHaveURL(new RegExp(`customer=${refs.customerId}`));
  expect(paddle.portalSessions.at(-1)).toEqual({
    customerId: refs.customerId,
    subscriptionIds: [refs.subscriptionId],
  });

  await paddleSends(
    baseURL,
    subscriptionEvent({
      type: "subscription.past_due",
      userId,
      ...refs,
      status: "past_due",
      priceId: E2E_PADDLE.priceMonthly,
    }),
  );
  await page.goto("/app/subscription");
  await expect(page.getByText("Payment due")).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Your last payment did not go through");
  await expect(page.getByText("4 movies · no limit")).toBeVisible();
  await shoot(page, "subscription-past-due", { dir: SHOTS });
});

test("closing the checkout without paying lands on a page that says nothing was charged", async ({
  page,
}) => {
  await servePaddleJs(page);
  await signUpThroughUi(page, { name: "Otto Brandt" });
  await page.goto("/app/subscription");
  await page.getByRole("button", { name: "Upgrade yearly" }).click();
  const checkout = page.getByRole("dialog", { name: "Paddle checkout (test double)" });
  await expect(checkout).toContainText(E2E_PADDLE.priceYearly);
  await checkout.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/app\/subscription\/cancelled$/);
  await expect(page.getByRole("heading", { name: "Checkout cancelled" })).toBeVisible();
  await expect(page.getByText(/Nothing was charged/)).toBeVisible();
  await shoot(page, "subscription-cancelled", { dir: SHOTS });
});

test("the success page stops waiting after a minute, says what is happening, and still changes when the webhook comes", async ({
  page,
  baseURL,
}) => {
  await signUpThroughUi(page, { name: "Wes Late" });
  const session = (await (await page.request.get("/api/auth/get-session")).json()) as {
    user: { id: string };
  };
  // The page's own clock, so that its minute passes at once (the product waits 60 s).
  await page.clock.install();
  await page.goto("/app/subscription/success");
  await expect(page.getByRole("heading", { name: "Confirming your payment..." })).toBeVisible();
  await page.clock.fastForward(59_000);
  await expect(page.getByRole("heading", { name: "Confirming your payment..." })).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(
    page.getByRole("heading", { name: "Your payment is still being confirmed" }),
  ).toBeVisible();
  await expect(page.getByText(/You will not be charged twice/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to your movies" })).toHaveAttribute(
    "href",
    "/app",
  );
  await expectAccessible(page, "the success page, late");
  await shoot(page, "subscription-success-late", { dir: SHOTS });

  const refs = {
    subscriptionId: `sub_e2e_late_${Date.now()}`,
    customerId: `ctm_late_${Date.now()}`,
  };
  await paddleSends(
    baseURL,
    subscriptionEvent({
      type: "subscription.created",
      userId: session.user.id,
      ...refs,
      status: "active",
      priceId: E2E_PADDLE.priceMonthly,
    }),
  );
  await page.clock.fastForward(16_000);
  await expect(page.getByRole("heading", { name: "Welcome to Lifescript Pro" })).toBeVisible();
});

test.describe("operators' pages", () => {
  // The 404 page answers with status 404, and the browser logs that.
  test.use({ allowConsole: [/status of 404 \(Not Found\)/] });

  test("everyone else gets the 404 page with status 404; an operator sees the integrations, the settings, the last webhook and the API check", async ({
    page,
    baseURL,
  }) => {
    const operatorPages = [
      "/app/integrations",
      "/app/paddle-diagnostic",
      "/app/subscription/3rd-party/check",
      "/app/subscription-test",
    ];
    for (const url of operatorPages) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole("heading", { name: "This scene was cut." })).toBeVisible();
      await expect(page).toHaveTitle("Page not found · Lifescript");
    }
    await signUpThroughUi(page, { name: "Pat Normal" });
    for (const url of operatorPages) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole("heading", { name: "This scene was cut." })).toBeVisible();
      await expect(
        page.getByRole("heading", { name: /diagnostics|Integrations|check/i }),
      ).toHaveCount(0);
      await expect(page.getByText("PADDLE_API_KEY")).toHaveCount(0);
    }
    await shoot(page, "operator-page-not-found", { dir: SHOTS });

    // Off the app before its session goes: an app page left open would call the API with no
    // session while the operator signs up, and the browser logs each 401.
    await page.goto("about:blank");
    await page.context().clearCookies();
    // The operator's address is confirmed by the sign-up link itself.
    await signUpByApi(page, { email: E2E_PADDLE.adminEmail, name: "Operator" });
    await paddleSends(
      baseURL,
      subscriptionEvent({
        type: "subscription.updated",
        userId: "someone-elsewhere",
        subscriptionId: "sub_e2e_elsewhere",
        customerId: "ctm_e2e_elsewhere",
        status: "active",
        priceId: E2E_PADDLE.priceMonthly,
      }),
    );

    const integrations = await page.goto("/app/integrations");
    expect(integrations?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Integrations", level: 1 })).toBeVisible();
    const card = (name: string) => page.getByRole("listitem").filter({ hasText: name }).first();
    await expect(card("Payments (Paddle)")).toContainText("On");
    await expect(card("GIF search (GIPHY)")).toContainText("On");
    await expect(card("Email delivery (SMTP)")).toContainText("Off");
    await expect(card("Email delivery (SMTP)")).toContainText("SMTP_URL");
    await expect(page.locator("body")).not.toContainText(E2E_PADDLE.apiKey);
    await expectAccessible(page, "integrations");
    await shoot(page, "operator-integrations", { dir: SHOTS });

    await page.getByRole("link", { name: "Payments", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Payment diagnostics" })).toBeVisible();
    const settings = page.getByRole("region", { name: "Settings" });
    for (const name of ["PADDLE_API_KEY", "PADDLE_WEBHOOK_SECRET", "PADDLE_CLIENT_TOKEN"]) {
      await expect(settings.getByRole("listitem").filter({ hasText: name })).toContainText("Set");
    }
    await expect(
      settings.getByRole("listitem").filter({ hasText: "PADDLE_PRICE_TEST" }),
    ).toContainText("Not set (optional)");
    await expect(settings).toContainText("sandbox");
    await expect(settings).toContainText(`${baseURL}/api/billing/paddle/webhook`);
    await expect(page.locator("body")).not.toContainText(E2E_PADDLE.webhookSecret);
    await expect(page.locator("body")).not.toContainText(E2E_PADDLE.apiKey);
    const last = page.getByRole("region", { name: "Last webhook" });
    await expect(last).toContainText("Verified");
    await expect(last).toContainText("subscription.updated");
    await expect(last).toContainText("ignored: no Lifescript user for this subscription");
    await shoot(page, "paddle-diagnostic", { dir: SHOTS });

    await page.getByRole("link", { name: "Check Paddle's API" }).click();
    await page.getByRole("button", { name: "Call Paddle's API (sandbox)" }).click();
    await expect(page.getByText("Paddle accepted the API key.")).toBeVisible();
    await expect(page.getByText(/^Status 200 · \d+ ms · sandbox$/)).toBeVisible();
    await shoot(page, "paddle-api-check", { dir: SHOTS });
  });
});

test("/pricing shows both plans, their limits from the plans file, and Pro's price in the visitor's currency", async ({
  page,
}) => {
  await consentAnswered(page);
  await page.goto("/pricing");
  await expect(page).toHaveTitle("Pricing: Free and Lifescript Pro");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your first 3 movies free. Every story with Pro.",
  );
  const free = page.getByRole("region", { name: "Free" });
  const pro = page.getByRole("region", { name: "Lifescript Pro" });
  await expect(free).toContainText("3 movies");
  await expect(free).toContainText("1 GB of photos and videos");
  await expect(free).toContainText("10 minutes of voice dictation a month");
  // This server has GIF search and dictation (faked), so the plans name them.
  await expect(free).toContainText("Capture scenes with photos, videos, GIFs and quotes");
  await expect(pro).toContainText("Unlimited movies");
  await expect(pro).toContainText("50 GB of photos and videos");
  await expect(pro).toContainText("300 minutes of voice dictation a month");
  await expect(pro).toContainText("Final Draft (FDX) export");
  // Paddle's price preview, for a visitor whose country is not known: the base currency.
  await expect(pro).toContainText("$9.00a month");
  await expect(pro).toContainText("Or $90.00 a year. Prices in USD");
  await expect(pro.getByRole("link", { name: "Upgrade to Lifescript Pro" })).toBeVisible();
  // With dictation on, the page's own text names it too.
  await expect(
    page.getByText("Voice minutes start again on the first day of each month."),
  ).toBeVisible();
  await expectAccessible(page, "pricing");
  await shoot(page, "pricing", { dir: SHOTS });
  await shoot(page, "pricing-pro", { dir: SHOTS, focus: pro.getByRole("link") });

  // A visitor in Germany sees euros with German VAT, as Paddle's checkout will charge them.
  await page.setExtraHTTPHeaders({ "x-test-country": "DE" });
  await page.goto("/pricing");
  await expect(pro).toContainText("€9.85a month");
  await expect(pro).toContainText("Or €98.53 a year. Prices in EUR");
  expect(paddle.pricePreviews.at(-1)).toEqual({
    countryCode: "DE",
    priceIds: [E2E_PADDLE.priceMonthly, E2E_PADDLE.priceYearly],
  });
});

test("Pro-only features carry a Pro mark for a Free user and say how to upgrade; on Pro they are plain", async ({
  page,
  baseURL,
}) => {
  await signUpThroughUi(page, { name: "Ines Pardo" });
  const made = await page.request.post("/api/movies", {
    headers: fromApp(page),
    data: { title: "The Orchard" },
  });
  expect(made.status()).toBe(201);
  const movieId = ((await made.json()) as { id: string }).id;

  await page.goto(`/app/develop/Movie/advanced/${movieId}`);
  const exportGroup = page.getByRole("group", { name: "Export" });
  const fdx = exportGroup.getByRole("button", { name: /FDX/ });
  await expect(fdx).toContainText("Pro");
  await expect(exportGroup.getByRole("button", { name: /PDF/ })).not.toContainText("Pro");
  await fdx.click();
  const fdxNotice = page.getByText("Final Draft (FDX) export: part of Lifescript Pro.");
  await expect(fdxNotice).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Upgrade on the Subscription page" }),
  ).toHaveAttribute("href", "/app/subscription");
  await shoot(page, "pro-mark-fdx", { dir: SHOTS, focus: fdxNotice });

  await page.goto(`/app/share?movie=${movieId}`);
  const expiry = page.getByLabel("Link expiry").first();
  await expect(expiry.locator("option", { hasText: "Expires in 7 days (Pro)" })).toHaveCount(1);
  await expiry.selectOption("7");
  const shareNotice = page.getByText("Share links that expire: part of Lifescript Pro.");
  await expect(shareNotice).toBeVisible();
  await expect(page.getByRole("button", { name: "Create link" }).first()).toBeDisabled();
  await shoot(page, "pro-mark-share", { dir: SHOTS, focus: shareNotice });
  await expiry.selectOption("never");
  await expect(shareNotice).toBeHidden();
  await page.getByRole("button", { name: "Create link" }).first().click();
  await expect(page.getByText("No expiry").first()).toBeVisible();

  const session = (await (await page.request.get("/api/auth/get-session")).json()) as {
    user: { id: string };
  };
  await paddleSends(
    baseURL,
    subscriptionEvent({
      type: "subscription.created",
      userId: session.user.id,
      subscriptionId: `sub_e2e_marks_${Date.now()}`,
      customerId: `ctm_e2e_marks_${Date.now()}`,
      status: "active",
      priceId: E2E_PADDLE.priceMonthly,
    }),
  );
  await page.goto(`/app/develop/Movie/advanced/${movieId}`);
  await expect(page.getByRole("button", { name: /FDX/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /FDX/ })).not.toContainText("Pro");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: /FDX/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.fdx$/);
});
