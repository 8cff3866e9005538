import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, shoot, signUpByApi, test, uniqueEmail, waitForMail } from "./fixtures.ts";

// "Download my data" and "Delete my account" on the Account page (Account in the avatar menu) as
// a person goes through them, with
// screenshots at phone and desktop size (ACCOUNT_SHOTS_DIR, default the system's temp folder).

// A wrong password answers 403 by design; the dialog says so.
test.use({ allowConsole: [/status of 403 \(Forbidden\)/] });

const SHOTS = process.env.ACCOUNT_SHOTS_DIR ?? path.join(os.tmpdir(), "account-shots");
const PASSWORD = "a long enough password";

async function signUp(page: Page, baseURL: string | undefined) {
  const email = uniqueEmail("account");
  await signUpByApi(page, { email, password: PASSWORD, name: "Rosa Alves" });
  const movie = await page.request.post("/api/movies", {
    data: { title: "The Salt Road" },
    headers: { origin: baseURL ?? "" },
  });
  expect(movie.status()).toBe(201);
  return email;
}

test("download my data: the ZIP is built, offered and mailed", async ({ page, baseURL }) => {
  const email = await signUp(page, baseURL);
  await page.goto("/app");
  await page.getByRole("button", { name: /Rosa Alves|Account: Rosa Alves/ }).click();
  await page.getByRole("menuitem", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await shoot(page, "account", { dir: SHOTS });

  await page.getByRole("button", { name: "Download my data" }).click();
  await expect(page.getByText("Your file is ready.")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/app\/account\?export=[0-9a-f-]{36}$/);
  await shoot(page, "export-ready", { dir: SHOTS });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download ZIP" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^lifescript-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 2).toString()).toBe("PK");

  const mail = await waitForMail(page, email, "Your Lifescript data is ready to download");
  const link = /http\S+\/app\/account\?export=[0-9a-f-]{36}/.exec(mail.text)?.[0] ?? "";
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("link", { name: "Download ZIP" })).toBeVisible();
});

test("delete my account: password and DELETE, then everything is gone", async ({
  page,
  baseURL,
}) => {
  await signUp(page, baseURL);
  await page.goto("/app/account");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Delete your account?" })).toBeVisible();
  const confirm = dialog.getByRole("button", { name: "Delete forever" });
  await expect(confirm).toBeDisabled();

  await dialog.getByLabel("Your password").fill("not my password");
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.click();
  await expect(dialog.getByText("That password is not right. Try again.")).toBeVisible();
  await dialog.getByLabel("Your password").fill(PASSWORD);
  await shoot(page, "delete-dialog", { dir: SHOTS });

  await confirm.click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole("heading", { name: "Your account is deleted" })).toBeVisible();
  await shoot(page, "account-deleted", { dir: SHOTS });
  expect((await page.request.get("/api/movies")).status()).toBe(401);
});
