import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  expect,
  FINISH_SIGN_UP_SUBJECT,
  openSignUpLink,
  shoot,
  signUpByApi,
  test,
  uniqueEmail,
  waitForMail,
} from "./fixtures.ts";

const SHOTS = process.env.AUTH_SHOTS_DIR ?? path.join(os.tmpdir(), "auth-shots");

async function fillSignUp(page: Page, email: string, name: string, password: string) {
  await page.goto("/auth/signup");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
}

test("sign up, finish by the emailed link, sign out, sign in again", async ({ page }) => {
  const email = uniqueEmail("signup");
  await fillSignUp(page, email, "Rosa Marquez", "a long enough password");

  // No account yet: the page says to check the inbox.
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(`We sent an email to ${email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await shoot(page, "sign-up-sent", { dir: SHOTS });

  // The link makes the account, signs it in, says so once, and leaves a clean address.
  await openSignUpLink(page, email);
  await expect(page.getByText("Email confirmed", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  // The address is confirmed by the link: no reminder to confirm it.
  await expect(page.getByText(/we sent a link to/i)).toHaveCount(0);

  await page.getByRole("button", { name: /Rosa Marquez/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  // Signed in on this browser before: a signed-out visit to the app offers Sign in, not Sign up.
  await page.goto("/app");
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/app(\/movies)?$/);
  await expect(
    page.getByRole("navigation", { name: "App sections" }).getByRole("link", { name: "Develop" }),
  ).toBeVisible();
});

test.describe("wrong password", () => {
  test.use({ allowConsole: [/status of 401/] });
  test("shows the server's message inline and stays on the form", async ({ page }) => {
    const email = uniqueEmail("wrongpw");
    await signUpByApi(page, { email, password: "the right password", name: "W" });
    await page.context().clearCookies();
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("That email and password don't match.");
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test("inline validation names what to fix before anything is sent", async ({ page }) => {
  await page.goto("/auth/signup");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(/valid email/i)).toBeVisible();
  await expect(page.getByText(/at least 8 characters/i)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

test("forgot and reset the password through the emailed link", async ({ page }) => {
  const email = uniqueEmail("reset");
  await page.goto("/auth/login");
  await signUpByApi(page, { email, name: "Forgetful", password: "the first password" });
  await page.context().clearCookies();

  await page.goto("/auth/login");
  await page.getByRole("link", { name: /forgot password/i }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  const mail = await waitForMail(page, email, "Reset your Lifescript password");
  const link = mail.text.match(/http:\/\/\S+\/auth\/reset-password\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel("New password", { exact: true }).fill("the second password");
  await page.getByLabel("Confirm new password").fill("the second password");
  await page.getByRole("button", { name: /save|reset|set new password/i }).click();
  await expect(page.getByText(/password (has been|was) (changed|reset|updated)/i)).toBeVisible();

  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("the second password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/app(\/movies)?$/);
});

test("a known address gets the same screen; its owner is mailed a way in", async ({ page }) => {
  const email = uniqueEmail("known");
  await page.goto("/auth/login");
  await signUpByApi(page, { email, name: "Rosa Marquez", password: "the owner's password" });
  await page.context().clearCookies();

  await fillSignUp(page, email, "Someone Else", "someone else's password");
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(`We sent an email to ${email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await shoot(page, "sign-up-sent-known", { dir: SHOTS });

  // The owner's inbox: a note, with a sign-in link that works with their own password.
  const mail = await waitForMail(page, email, "You already have a Lifescript account");
  expect(mail.text).not.toContain("Someone Else");
  const signIn = /http:\/\/\S+\/auth\/login/.exec(mail.text)?.[0];
  expect(signIn).toBeTruthy();
  await page.goto(new URL(signIn ?? "").pathname);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("the owner's password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/app(\/movies)?$/);
});

test.describe("a used sign-up link", () => {
  // The second use answers 400 by design; the page says what to do.
  test.use({ allowConsole: [/status of 400/] });
  test("says what to do", async ({ page }) => {
    const email = uniqueEmail("twice");
    await fillSignUp(page, email, "Twice", "a long enough password");
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const mail = await waitForMail(page, email, FINISH_SIGN_UP_SUBJECT);
    const link = new URL(
      /http:\/\/\S+\/auth\/finish-signup\?token=[\w-]+/.exec(mail.text)?.[0] ?? "",
    );
    await page.goto(link.pathname + link.search);
    await expect(page).toHaveURL(/\/app/);
    await page.context().clearCookies();
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "This link didn't work" })).toBeVisible();
    await expect(page.getByText(/already used/)).toBeVisible();
    await shoot(page, "sign-up-link-used", { dir: SHOTS });
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  });
});
