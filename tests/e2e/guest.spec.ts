import os from "node:os";
import path from "node:path";
import { expect, openSignUpLink, shoot, test, uniqueEmail } from "./fixtures.ts";

test("a guest starts a movie at /movify, signs up and finds it in the account", async ({
  page,
}) => {
  // Analytics events raised by the app, as AnalyticsRoot would receive them (PostHog itself only
  // loads after consent; site-consent.spec.ts covers that part).
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Object.assign(window, { analyticsEvents: seen });
    window.addEventListener("lifescript:analytics", (event) =>
      seen.push((event as CustomEvent).detail),
    );
  });
  await page.goto("/movify");
  await expect(page.locator("header nav, footer")).toHaveCount(0);
  await page.getByLabel("Title").fill("The Year We Moved to Lisbon");
  await page.getByLabel("Description").fill("Two suitcases, one cat, no Portuguese.");
  await page.locator("label", { hasText: "Comedy" }).click();
  await expect(page.getByRole("radio", { name: "Comedy" })).toBeChecked();
  await page.getByRole("button", { name: "Start my movie" }).click();

  await expect(page.getByRole("heading", { name: "Save it to an account" })).toBeVisible();
  await page.getByRole("link", { name: "Sign up to keep it" }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);

  const email = uniqueEmail("guest");
  await page.getByLabel("Name").fill("Former Guest");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("keeping my movie");
  await page.getByRole("button", { name: "Create account" }).click();
  // No account until the mailed link is opened; opened in this browser, the movie comes along.
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(
    page.getByText("Your movie is kept in this browser.", { exact: false }),
  ).toBeVisible();
  await shoot(page, "sign-up-sent-guest", { dir: path.join(os.tmpdir(), "auth-shots") });
  await openSignUpLink(page, email);
  await expect(page.getByText("Your movie has been saved!", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Successfully preserved 1 movie from your guest session.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByText("The Year We Moved to Lisbon")).toBeVisible();
  await expect(page.getByText(/comedy/i).first()).toBeVisible();

  const movieId = await page.evaluate(() => localStorage.getItem("lifescript.cachedMovieId"));
  expect(movieId).toMatch(/^[0-9a-f-]{36}$/);
  const events = await page.evaluate(
    () => (window as unknown as { analyticsEvents: unknown[] }).analyticsEvents,
  );
  expect(events).toContainEqual({
    event: "guest_movie_converted_on_social_login",
    properties: { movies_converted: 1, movie_id: movieId, auth_method: "email_password" },
  });
});
