import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, fromApp, shoot, signUpThroughUi, test } from "./fixtures.ts";

// Screens at phone and desktop sizes, saved under screenshots/ to be looked at by a person.
const dir = path.resolve("screenshots");
const capture = (page: Page, name: string, options: { atBottom?: boolean } = {}) =>
  shoot(page, name, { dir, ...options });

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
      ["site-pricing", "/pricing", /Your first 3 movies free/],
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
    await signUpThroughUi(page, { name: "Screen Shot" });
    await capture(page, "app-empty");
    const crossing = await page.request.post("/api/movies", {
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
    await expect(page.getByRole("main").getByText("Grandma's Crossing")).toBeVisible();
    await capture(page, "app-movies");
    await page.goto("/app/develop");
    await capture(page, "app-develop");
    await page.goto("/app/share");
    await capture(page, "app-share");
    // A live link: who may comment, and the names blocked on it.
    const { id: movieId } = (await crossing.json()) as { id: string };
    const link = await page.request.post(`/api/movies/${movieId}/share-links`, {
      headers: fromApp(page),
      data: { comments: "everyone" },
    });
    expect(link.status()).toBe(201);
    const { id: linkId } = (await link.json()) as { id: string };
    await page.request.patch(`/api/share-links/${linkId}`, {
      headers: fromApp(page),
      data: { blockedNames: ["Cousin Vinny"] },
    });
    await page.reload();
    await page.getByRole("button", { name: /^Grandma's Crossing/ }).click();
    await expect(page.getByText("Cousin Vinny")).toBeVisible();
    await capture(page, "app-share-link");
  });
});
