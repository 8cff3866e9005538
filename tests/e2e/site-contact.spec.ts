import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

type OutboxMail = { to: string; subject: string; text: string };

// The footer form on a page where the consent choice is already made (the banner stays away).
async function openForm(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem(
      "lifescript.consent",
      JSON.stringify({ analytics: false, advertising: false, timestamp: 1, source: "banner" }),
    ),
  );
  await page.goto("/about");
  const form = page.getByRole("form", { name: "Contact us" });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
  // Wait for hydration: the form only validates once React owns it.
  await page.locator("form[data-hydrated]").waitFor();
  return {
    form,
    name: form.getByLabel("Name"),
    email: form.getByLabel("Email"),
    message: form.getByLabel("Message"),
    send: form.getByRole("button", { name: /Send message|Sending/ }),
  };
}

async function outbox(page: Page): Promise<OutboxMail[]> {
  return (await (await page.request.get("/api/dev/mail")).json()) as OutboxMail[];
}

test("each field says what is wrong with it, and an error clears when its field is edited", async ({
  page,
}) => {
  const f = await openForm(page);
  await f.send.click();
  await expect(f.form.getByText("Name is required")).toBeVisible();
  await expect(f.form.getByText("Email is required")).toBeVisible();
  await expect(f.form.getByText("Message is required")).toBeVisible();

  await f.name.fill("R");
  await expect(f.form.getByText("Name is required")).toHaveCount(0);
  await expect(f.form.getByText("Email is required")).toBeVisible();

  await f.name.fill("x".repeat(256));
  await f.email.fill("not-an-address");
  await f.message.fill("too short");
  await f.send.click();
  await expect(f.form.getByText("Name is too long")).toBeVisible();
  await expect(f.form.getByText("Invalid email address")).toBeVisible();
  await expect(f.form.getByText("Message must be at least 10 characters")).toBeVisible();

  await f.email.fill(`${"a".repeat(250)}@example.com`);
  await f.message.fill("m".repeat(5001));
  await f.send.click();
  await expect(f.form.getByText("Email is too long")).toBeVisible();
  await expect(f.form.getByText("Message is too long")).toBeVisible();
  await f.message.fill("A fine message now.");
  await expect(f.form.getByText("Message is too long")).toHaveCount(0);
});

test("a sent message lands in the outbox and the form clears", async ({ page }) => {
  const f = await openForm(page);
  const text = `I would like to write my grandmother's story ${Date.now()}`;
  await f.name.fill("Ada Lovelace");
  await f.email.fill("ada@example.com");
  await f.message.fill(text);
  await f.send.click();
  await expect(f.form.getByText("Message sent successfully!")).toBeVisible();
  await expect(f.name).toHaveValue("");
  await expect(f.email).toHaveValue("");
  await expect(f.message).toHaveValue("");
  await expect.poll(async () => (await outbox(page)).some((m) => m.text.includes(text))).toBe(true);
});

test("a filled honeypot looks sent to the bot but nothing is mailed", async ({ page }) => {
  const f = await openForm(page);
  const text = `Buy cheap things now ${Date.now()}`;
  await f.name.fill("Bot");
  await f.email.fill("bot@example.com");
  await f.message.fill(text);
  await page.locator('input[name="website"]').fill("http://spam.example", { force: true });
  await f.send.click();
  await expect(f.form.getByText("Message sent successfully!")).toBeVisible();
  await page.waitForTimeout(500);
  expect((await outbox(page)).some((m) => m.text.includes(text))).toBe(false);
});

test.describe("failure", () => {
  test.use({ allowConsole: [/status of 500/] });
  test("the button is disabled while sending, and a failure says what to do", async ({ page }) => {
    const f = await openForm(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact/submit", async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":{"code":"internal","message":"x"}}',
      });
    });
    await f.name.fill("Grace");
    await f.email.fill("grace@example.com");
    await f.message.fill("Hello there, this is a message.");
    await f.send.click();
    await expect(f.send).toBeDisabled();
    await expect(f.send).toHaveText(/Sending/);
    release();
    await expect(f.form.getByText("Failed to send message. Please try again.")).toBeVisible();
    await expect(f.send).toBeEnabled();
    await expect(f.message).toHaveValue("Hello there, this is a message.");
  });
});

test("words typed before the form's script arrives stay in the same fields and are sent", async ({
  page,
}) => {
  // The form's script comes after the page (site-footer.tsx); here it is held back while a
  // person types into the page's fields.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/contact-form-*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() =>
    localStorage.setItem(
      "lifescript.consent",
      JSON.stringify({ analytics: false, advertising: false, timestamp: 1, source: "banner" }),
    ),
  );
  await page.goto("/about");
  const form = page.getByRole("form", { name: "Contact us" });
  await form.scrollIntoViewIfNeeded();
  const text = `Typed while the page was still loading ${Date.now()}`;
  await form.getByLabel("Name").fill("Early Bird");
  await form.getByLabel("Email").fill("early@example.com");
  await form.getByLabel("Message").fill(text);
  // A mark on the very element: the form taking over must not replace the field.
  await form.getByLabel("Message").evaluate((el) => el.setAttribute("data-typed-in", "yes"));
  await expect(page.locator("form[data-hydrated]")).toHaveCount(0);

  release();
  await page.locator("form[data-hydrated]").waitFor();
  await expect(form.getByLabel("Message")).toHaveAttribute("data-typed-in", "yes");
  await expect(form.getByLabel("Name")).toHaveValue("Early Bird");
  await expect(form.getByLabel("Message")).toHaveValue(text);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Message sent successfully!")).toBeVisible();
  await expect.poll(async () => (await outbox(page)).some((m) => m.text.includes(text))).toBe(true);
});
