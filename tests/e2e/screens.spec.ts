import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail, fromApp } from "./fixtures.ts";

// Screens at phone and desktop sizes, saved under screenshots/ to be looked at by a person.
const dir = path.resolve("screenshots");
const sizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

async function capture(page: Page, name: string, options: { atBottom?: boolean } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (options.atBottom) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(dir, `${name}-${size.name}.png`), fullPage: false });
  }
}

test.describe("screens", () => {
  test.use({ allowConsole: [/status of 404/] });

  test("public and auth screens", async ({ page }) => {
    for (const [name, url, text] of [
      ["landing", "/", /screenplay/i],
      ["login", "/auth/login", /sign in/i],
      ["signup", "/auth/signup", /create account/i],
      ["forgot-password", "/auth/forgot-password", /reset link/i],
      ["movify", "/movify", /start my movie/i],
      ["not-found", "/this/does/not/exist", /doesn't exist/i],
    ] as const) {
      await page.goto(url);
      await expect(page.getByText(text).first()).toBeVisible();
      await capture(page, name);
    }
  });

  test("public site screens", async ({ page }) => {
    // A visitor who already chose, so the banner does not cover what is being looked at.
    await page.addInitScript(() => {
      localStorage.setItem(
        "lifescript.consent",
        JSON.stringify({ analytics: false, advertising: false, necessary: true, source: "banner" }),
      );
    });
    for (const [name, url, heading] of [
      ["site-pricing", "/pricing", /Free while we build it/],
      ["site-glossary", "/glossary", /glossary/i],
      ["site-glossary-term", "/glossary/term/beat", /^Beat$/],
      ["site-quiz", "/quiz/screenplay-format-basics", /Screenplay format basics/],
      ["site-article", "/my-recovery-story", /recovery/i],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await capture(page, name);
    }
    await page.goto("/");
    await capture(page, "site-footer", { atBottom: true });
  });

  test("app shell", async ({ page }) => {
    await page.goto("/auth/signup");
    await page.getByLabel("Name").fill("Screen Shot");
    await page.getByLabel("Email").fill(uniqueEmail("shots"));
    await page.getByLabel("Password").fill("a long enough password");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/app/);
    await capture(page, "app-empty");
    await page.request.post("/api/movies", {
      headers: fromApp(page),
      data: {
        title: "Grandma's Crossing",
        genre: "drama",
        description: "1962, a boat to Halifax.",
      },
    });
    await page.request.post("/api/movies", {
      headers: fromApp(page),
      data: { title: "The Summer of the Boat", genre: "comedy" },
    });
    await page.reload();
    await expect(page.getByText("Grandma's Crossing")).toBeVisible();
    await capture(page, "app-movies");
    await page.goto("/app/develop");
    await capture(page, "app-develop");
    await page.goto("/app/share");
    await capture(page, "app-share");
  });
});
