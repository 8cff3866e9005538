import path from "node:path";
import type { Page } from "@playwright/test";
import { startFakeOAuth, type FakeOAuth } from "../fakes/fake-oauth.ts";
import { fakeSmsEnv, startFakeSms, type FakeSms } from "../fakes/fake-sms.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { ownDatabaseUrl } from "../support/worker-database.ts";
import { consentAnswered, expect, shoot, test, uniqueEmail } from "./fixtures.ts";
import { totp } from "./totp.ts";

// Google and Apple sign-in end to end against a loopback fake of both providers, and phone
// sign-in against a loopback fake of a Twilio-shaped SMS service. This file runs its own server
// with all of them configured (the shared e2e server has none, and the last test checks that
// none of them shows there).

const GOOGLE = {
  clientId: "e2e-google.apps.googleusercontent.com",
  clientSecret: "e2e-google-secret",
};
const APPLE = { clientId: "app.lifescript.e2e.web", clientSecret: "e2e-apple-client-secret-jwt" };
const oauthPort = Number(new URL(process.env.E2E_OAUTH_URL ?? "http://127.0.0.1:3920").port);
const smsPort = Number(new URL(process.env.E2E_SMS_URL ?? "http://127.0.0.1:3921").port);

let fake: FakeOAuth;
let sms: FakeSms;
let server: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  fake = await startFakeOAuth({ port: oauthPort, google: GOOGLE, apple: APPLE });
  sms = await startFakeSms(smsPort);
  const databaseUrl = await ownDatabaseUrl("providers");
  server = await startServerProcess({
    buildDir: process.env.BUILD_DIR ?? "build",
    // The PostgreSQL run of the suite uses PostgreSQL here too.
    ...(databaseUrl ? { databaseUrl } : {}),
    env: {
      GOOGLE_CLIENT_ID: GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
      APPLE_CLIENT_ID: APPLE.clientId,
      APPLE_CLIENT_SECRET: APPLE.clientSecret,
      OAUTH_PROVIDER_URL: fake.url,
      ...fakeSmsEnv(sms),
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
  await sms?.close();
});

// The browser's trips to accounts.google.com and appleid.apple.com reach the fake (same path,
// method, headers and body); the fixture refuses every other address off this machine.
async function routeProvidersToFake(page: Page): Promise<void> {
  await page.route(/^https:\/\/(accounts\.google\.com|appleid\.apple\.com)\//, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `${fake.url}${url.pathname}${url.search}`,
      maxRedirects: 0,
    });
    await route.fulfill({ response });
  });
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Object.assign(window, { analyticsEvents: seen });
    window.addEventListener("lifescript:analytics", (event) =>
      seen.push((event as CustomEvent).detail),
    );
  });
}

async function startGuestMovie(page: Page, title: string): Promise<void> {
  await page.goto(`${server.baseUrl}/movify`);
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Start my movie" }).click();
  await expect(page.getByRole("heading", { name: "Save it to an account" })).toBeVisible();
}

async function consent(page: Page, provider: "Google" | "Apple", email: string, name: string) {
  await expect(page.getByRole("heading", { name: `Sign in with ${provider}` })).toBeVisible();
  const host = provider === "Google" ? "accounts.google.com" : "appleid.apple.com";
  expect(new URL(page.url()).hostname).toBe(host);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Full name").fill(name);
  await page.getByRole("button", { name: "Continue" }).click();
}

async function expectSignedInAs(page: Page, email: string, name: string) {
  await expect(page).toHaveURL(/\/app(\/movies)?$/);
  const session = (await (
    await page.request.get(`${server.baseUrl}/api/auth/get-session`)
  ).json()) as {
    user: { email: string; name: string; isAnonymous: boolean | null };
  };
  expect(session.user).toMatchObject({ email, name });
  expect(session.user.isAnonymous).toBeFalsy();
}

async function expectConvertedEvent(page: Page) {
  await expect(page.getByText("Your movie has been saved!", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Successfully preserved 1 movie from your guest session.", { exact: true }),
  ).toBeVisible();
  const movieId = await page.evaluate(() => localStorage.getItem("lifescript.cachedMovieId"));
  const events = await page.evaluate(
    () => (window as unknown as { analyticsEvents: unknown[] }).analyticsEvents,
  );
  expect(events).toContainEqual({
    event: "guest_movie_converted_on_social_login",
    properties: { movies_converted: 1, movie_id: movieId, auth_method: "social_oauth" },
  });
}

test("a guest signs up with Google: the code flow with PKCE, the movie moves to the new account", async ({
  page,
}) => {
  await routeProvidersToFake(page);
  await startGuestMovie(page, "The Road to Porto");
  await page.getByRole("link", { name: "Sign up to keep it" }).click();
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const email = uniqueEmail("google");
  await consent(page, "Google", email, "Gloria Gomes");

  await expectSignedInAs(page, email, "Gloria Gomes");
  await expectConvertedEvent(page);
  await expect(page.getByRole("main").getByText("The Road to Porto")).toBeVisible();
  // The server exchanged the code at Google's token endpoint (the browser never sees it).
  expect(fake.calls).toContain("POST /token");
});

test("Apple's form_post answer signs a guest in, and the same Apple account signs in again later", async ({
  page,
}) => {
  await routeProvidersToFake(page);
  await startGuestMovie(page, "Winter in Tromsø");
  await page.getByRole("link", { name: "I have an account" }).click();
  const callsBefore = fake.calls.length;
  await page.getByRole("button", { name: "Continue with Apple" }).click();
  const email = uniqueEmail("apple");
  // Apple's answer arrives as a form POST from Apple's page (response_mode=form_post).
  const formPost = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/auth/callback/apple",
  );
  await consent(page, "Apple", email, "Astrid Berg");
  const posted = new URLSearchParams((await formPost).postData() ?? "");
  expect([...posted.keys()].sort()).toEqual(["code", "id_token", "state", "user"]);

  await expectSignedInAs(page, email, "Astrid Berg");
  await expectConvertedEvent(page);
  await expect(page.getByRole("main").getByText("Winter in Tromsø")).toBeVisible();
  expect(fake.calls.slice(callsBefore)).toEqual([
    "GET /auth/authorize",
    "POST /auth/authorize/approve",
    "POST /auth/token",
  ]);

  // Signed out and back with Apple (which sends no name the second time): the same account.
  await page.getByRole("button", { name: /Astrid Berg/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByRole("button", { name: "Continue with Apple" }).click();
  await consent(page, "Apple", email, "");
  await expectSignedInAs(page, email, "Astrid Berg");
  await expect(page.getByRole("main").getByText("Winter in Tromsø")).toBeVisible();
});

test("a refused consent at Google comes back as a clear error on the callback page", async ({
  page,
}) => {
  await page.route(/^https:\/\/accounts\.google\.com\//, (route) => {
    // Google answers a refusal with error=access_denied on the redirect_uri.
    const query = new URL(route.request().url()).searchParams;
    const back = new URL(query.get("redirect_uri") ?? "");
    back.searchParams.set("error", "access_denied");
    back.searchParams.set("state", query.get("state") ?? "");
    return route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  await page.goto(`${server.baseUrl}/auth/login`);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByRole("heading", { name: "Sign-in didn't finish" })).toBeVisible();
  await expect(page.getByText(/^Google Auth Error: /)).toBeVisible();
});

test.describe("phone", () => {
  // The wrong code (400) and the wrong password (401) are logged by the browser.
  test.use({ allowConsole: [/status of 40[01]/] });
  test("a guest signs up with a phone number and a texted code, then signs in with number and password, and with two-step sign-in on also the code", async ({
    page,
  }) => {
    await consentAnswered(page);
    await routeProvidersToFake(page);
    await startGuestMovie(page, "Calls from Home");
    await page.getByRole("link", { name: "Sign up to keep it" }).click();
    await page.getByRole("tab", { name: "Phone" }).click();
    const form = page.getByRole("tabpanel", { name: "Phone" });
    const phoneNumber = `+4477009${String(Date.now()).slice(-5)}`;
    await form.getByLabel("Name").fill("Paula Phone");
    await form.getByLabel("Phone number").fill("07700 123");
    await form.getByLabel("Password").fill("texted and trusted");
    await form.getByRole("button", { name: "Text me a code" }).click();
    await expect(form.getByText(/^Enter the number with its country code/)).toBeVisible();
    // Typed as people type it: spaces and a leading 00 for the plus.
    await form
      .getByLabel("Phone number")
      .fill(`00${phoneNumber.slice(1, 3)} ${phoneNumber.slice(3, 7)} ${phoneNumber.slice(7)}`);
    await form.getByRole("button", { name: "Text me a code" }).click();
    await expect(form.getByText(`We texted a 6-digit code to ${phoneNumber}`)).toBeVisible();
    const code = await sms.codeFor(phoneNumber);
    await shoot(page, "phone-code", { dir: path.resolve("screenshots") });
    await form.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(
      form.getByText("That code isn't right. Check the text message and try again."),
    ).toBeVisible();
    await form.getByLabel("Code").fill(code);
    await form.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL(/\/app(\/movies)?$/);
    await expect(page.getByText("Your movie has been saved!", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByText("Calls from Home")).toBeVisible();
    const movieId = await page.evaluate(() => localStorage.getItem("lifescript.cachedMovieId"));
    const events = await page.evaluate(
      () => (window as unknown as { analyticsEvents: unknown[] }).analyticsEvents,
    );
    expect(events).toContainEqual({
      event: "guest_movie_converted_on_social_login",
      properties: { movies_converted: 1, movie_id: movieId, auth_method: "phone_password" },
    });
    // A phone account has no address to confirm: no reminder about one.
    await expect(page.getByRole("region", { name: "Email confirmation" })).toHaveCount(0);

    await page.getByRole("button", { name: /Paula Phone/ }).click();
    await expect(page.getByRole("menu").getByText(phoneNumber)).toBeVisible();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByRole("tab", { name: "Phone" }).click();
    const login = page.getByRole("tabpanel", { name: "Phone" });
    await login.getByLabel("Phone number").fill(phoneNumber);
    await login.getByLabel("Password").fill("not the password");
    await login.getByRole("button", { name: "Sign in" }).click();
    await expect(
      login.getByText("That phone number and password don't match. Check them and try again."),
    ).toBeVisible();
    await login.getByLabel("Password").fill("texted and trusted");
    await login.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/app(\/movies)?$/);
    await expect(page.getByRole("main").getByText("Calls from Home")).toBeVisible();

    // With two-step sign-in on, the phone form asks for the authenticator's code too.
    const enabled = await page.request.post(`${server.baseUrl}/api/auth/two-factor/enable`, {
      headers: { origin: server.baseUrl },
      data: { password: "texted and trusted" },
    });
    expect(enabled.status(), await enabled.text()).toBe(200);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const key = new URL(totpURI).searchParams.get("secret") ?? "";
    const verified = await page.request.post(`${server.baseUrl}/api/auth/two-factor/verify-totp`, {
      headers: { origin: server.baseUrl },
      data: { code: totp(key) },
    });
    expect(verified.status()).toBe(200);
    await page.context().clearCookies();
    await page.goto(`${server.baseUrl}/auth/login`);
    await page.getByRole("tab", { name: "Phone" }).click();
    await login.getByLabel("Phone number").fill(phoneNumber);
    await login.getByLabel("Password").fill("texted and trusted");
    await login.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
    expect((await page.request.get(`${server.baseUrl}/api/movies`)).status()).toBe(401);
    await page.getByLabel("6-digit code").fill(totp(key));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/app(\/movies)?$/);
    await expect(page.getByRole("main").getByText("Calls from Home")).toBeVisible();
  });
});

test("without provider settings (the shared server) neither Google, Apple nor phone shows", async ({
  page,
}) => {
  for (const path of ["/auth/login", "/auth/signup"]) {
    await page.goto(path);
    await expect(
      page.getByRole("button", { name: /Create account|Sign in/ }).first(),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Continue with Apple" })).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Phone" })).toHaveCount(0);
    await expect(page.getByLabel("Phone number")).toHaveCount(0);
  }
  const config = (await (await page.request.get("/api/config")).json()) as {
    auth: Record<string, boolean>;
  };
  expect(config.auth).toEqual({ google: false, apple: false, phone: false });
  const phone = await page.request.post("/api/auth/phone-number/send-otp", {
    headers: { origin: new URL(page.url()).origin },
    data: { phoneNumber: "+447700900123" },
  });
  expect(phone.status()).toBe(503);
  expect((await phone.json()).code).toBe("not_configured");
});
