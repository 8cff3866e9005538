import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  fromApp,
  shoot,
  signUpByApi,
  signUpThroughUi,
  test,
  uniqueEmail,
  waitForMail,
} from "./fixtures.ts";
import { totp } from "./totp.ts";

// Account settings: name, email, password, sessions and two-step sign-in as a person
// goes through them, with screenshots at phone and desktop size (ACCOUNT_SHOTS_DIR).

const SHOTS = process.env.ACCOUNT_SHOTS_DIR ?? path.join(os.tmpdir(), "account-shots");
const PASSWORD = "a long enough password";

// Wrong codes and passwords answer 4xx by design; the forms say so in words.
test.use({ allowConsole: [/status of 40[0-3]/] });

// The same account signed in from another browser, as its own cookie jar.
async function signInElsewhere(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  password = PASSWORD,
) {
  const context = await browser.newContext({
    baseURL,
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  });
  const response = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin: baseURL ?? "" },
  });
  expect(response.status()).toBe(200);
  return context;
}

async function moviesStatus(context: { request: Page["request"] }) {
  return (await context.request.get("/api/movies")).status();
}

test("account settings: name, email confirmed from the new address, password, sessions", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signUpThroughUi(page, { name: "Ana Costa" });
  await page.goto("/app/account");

  // Name.
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toHaveValue("Ana Costa");
  await name.fill("");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Enter your name.")).toBeVisible();
  await name.fill("Ana Maria Costa");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Your name is saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Ana Maria Costa");

  // Sessions: another browser appears in the list and is signed out from it.
  const elsewhere = await signInElsewhere(browser, baseURL, email);
  await page.reload();
  const devices = page.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByText("This device")).toBeVisible();
  await expect(devices.getByText("Firefox on Windows")).toBeVisible();
  await shoot(page, "account-settings", { dir: SHOTS });
  await shoot(page, "account-sessions", { dir: SHOTS, focus: devices });
  await expectAccessible(page, "account settings");
  await devices.getByRole("button", { name: /^Sign out Firefox on Windows/ }).click();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  expect(await moviesStatus(elsewhere)).toBe(401);
  await elsewhere.close();

  // Email: a link to the new address; the change is made when it is opened; the old one is told.
  const newEmail = uniqueEmail("moved");
  await page.getByLabel("New email").fill("not an address");
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
  await page.getByLabel("New email").fill(newEmail);
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}.`)).toBeVisible();
  const confirm = await waitForMail(page, newEmail, "Confirm your new email for Lifescript");
  const link = /http\S+\/api\/auth\/verify-email\?token=\S+/.exec(confirm.text)?.[0] ?? "";
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page).toHaveURL(/\/app\/account\?email=changed$/);
  await expect(page.getByText("Your email is changed.")).toBeVisible();
  await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible();
  const told = await waitForMail(page, email, "Your Lifescript email was changed");
  expect(told.text).toContain(newEmail);

  // Password: the current one is needed; every other session ends.
  const other = await signInElsewhere(browser, baseURL, newEmail);
  expect(await moviesStatus(other)).toBe(200);
  await page.getByLabel("Current password").fill("not my password");
  await page.getByLabel("New password").fill("an even longer new password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("That is not your current password.")).toBeVisible();
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password is changed.")).toBeVisible();
  expect(await moviesStatus(other)).toBe(401);
  await other.close();
  expect((await page.request.get("/api/movies")).status()).toBe(200);
  const again = await signInElsewhere(browser, baseURL, newEmail, "an even longer new password");
  await again.close();
});

test("two-step sign-in: set up with an authenticator code, then sign in with a code and with a backup code", async ({
  page,
}) => {
  const email = uniqueEmail("twostep");
  await signUpByApi(page, { email, password: PASSWORD, name: "Rosa Alves" });
  await page.goto("/app/account");

  await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await page.getByLabel("Your password").fill("wrong password here");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("That password is not right. Try again.")).toBeVisible();
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await page.getByTestId("totp-key").textContent()) ?? "";
  await shoot(page, "two-step-setup", { dir: SHOTS, focus: page.getByTestId("totp-key") });

  await page.getByLabel("6-digit code").fill("000000" === totp(key) ? "111111" : "000000");
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByText(/That code did not work|Invalid/)).toBeVisible();
  await page.getByLabel("6-digit code").fill(totp(key));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByText("Two-step sign-in is on.")).toBeVisible();
  const codes = await page
    .getByRole("list", { name: "Backup codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  await shoot(page, "two-step-codes", {
    dir: SHOTS,
    focus: page.getByRole("list", { name: "Backup codes" }),
  });
  await page.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(page.getByText(/^On: signing in asks for a code/)).toBeVisible();

  // Signing in again asks for the app's code after the password.
  await page.context().clearCookies();
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
  expect((await page.request.get("/api/movies")).status()).toBe(401);
  await page.getByLabel("6-digit code").fill(totp(key));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/app(\/movies)?$/);
  expect((await page.request.get("/api/movies", { headers: fromApp(page) })).status()).toBe(200);

  // And a backup code works once in its place.
  await page.context().clearCookies();
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Use a backup code" }).click();
  await page.getByLabel("Backup code").fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/app(\/movies)?$/);
});
