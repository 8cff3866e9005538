import { expect, test, uniqueEmail, waitForMail } from "./fixtures.ts";

test("sign up, confirm by the emailed link, sign out, sign in again", async ({ page }) => {
  const email = uniqueEmail("signup");
  await page.goto("/auth/signup");
  await page.getByLabel("Name").fill("Rosa Marquez");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/app(\/movies)?$/);
  await expect(page.getByText(`we sent a link to ${email}`, { exact: false })).toBeVisible();

  const mail = await waitForMail(page, email, "Confirm your email for Lifescript");
  const link = mail.text.match(/http:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  // The link signs in, says so once, and leaves a clean address.
  await expect(page.getByText("Email confirmed", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText(`we sent a link to ${email}`, { exact: false })).toHaveCount(0);

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
    await page.request.post("/api/auth/sign-up/email", {
      data: { email, password: "the right password", name: "W" },
      headers: {
        origin: new URL(page.url() === "about:blank" ? "http://localhost" : page.url()).origin,
      },
    });
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
  await page.goto("/auth/signup");
  await page.getByLabel("Name").fill("Forgetful");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("the first password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/app/);
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
