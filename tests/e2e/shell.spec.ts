import { expect, gotoHydrated, test } from "./fixtures.ts";

test.describe("404", () => {
  test.use({ allowConsole: [/status of 404/] });
  test("an unknown path answers 404 with the 404 page and a way home", async ({ page }) => {
    const path = `/no-such-page-${Date.now()}`;
    const response = await page.goto(path, { referer: "http://localhost/from-here" });
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Sorry, the page you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("/app without a session goes to /auth/signup", async ({ page }) => {
  await page.goto("/app");
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await page.goto("/app/develop");
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

test("the marketing header links and the small-screen menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/");
  // The menu is a <details> (it opens before any script has run); its summary names what a
  // press does, and the other name is hidden.
  const menu = page.locator("details[data-site-menu]");
  await expect(menu.getByText("Open menu", { exact: true })).toBeVisible();
  await menu.locator("summary").click();
  await expect(menu).toHaveAttribute("open", "");
  await expect(menu.getByText("Close menu", { exact: true })).toBeVisible();
  await expect(menu.getByText("Open menu", { exact: true })).toBeHidden();
  for (const name of ["Hobby", "Examples", "Pricing", "Sign in", "App"]) {
    await expect(page.getByRole("link", { name, exact: true }).last()).toBeVisible();
  }
  // The header's "Hobby ?": the help mark is an icon beside the word, not a question mark in it.
  await expect(
    page.getByRole("link", { name: "Hobby", exact: true }).last().locator("svg"),
  ).toHaveCount(1);
  // The copyright says 2025, a fixed year: it also keeps prerendered pages and their hydration in
  // agreement across a new year.
  await expect(page.getByText("© 2025 Lifescript", { exact: true })).toBeVisible();
  // Escape closes the menu.
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open", "");
});
