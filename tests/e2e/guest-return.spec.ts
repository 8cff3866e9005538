import path from "node:path";
import {
  consentAnswered,
  expect,
  openSignUpLink,
  shoot,
  test,
  uniqueEmail,
  watchPage,
} from "./fixtures.ts";
import type { Page } from "@playwright/test";

const composer = (page: Page) => page.getByRole("dialog", { name: /New scene/ });

async function startGuestMovieWithGif(page: Page, title: string): Promise<void> {
  await page.goto("/movify");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Start my movie" }).click();
  await page.getByRole("button", { name: "Add a scene" }).click();
  await composer(page).getByRole("button", { name: "GIF Library" }).click();
  await page.getByRole("img", { name: "Golden hour sunset" }).click();
  await composer(page).getByRole("button", { name: "Create", exact: true }).click();
  await expect(
    page.getByText("Your scene has been successfully created.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByText("1 scene captured")).toBeVisible();
}

async function signUp(page: Page, name: string): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/signup$/);
  const email = uniqueEmail("guest");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("keeping my movie");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByText("Your movie is kept in this browser.", { exact: false }),
  ).toBeVisible();
  await openSignUpLink(page, email);
}

test("a guest who closes the page and comes back finds their movie and scene, then saves it to an account", async ({
  page,
  context,
}) => {
  // The consent banner answered, so the screenshots show the page itself.
  await consentAnswered(page);
  await startGuestMovieWithGif(page, "Summer at Grandma's");
  await page.close();

  // The same browser, another day: a new page in the same context (its cookie and storage).
  const again = await context.newPage();
  const problems = await watchPage(again);
  await again.goto("/movify");
  await expect(again.getByText("Welcome back")).toBeVisible();
  await expect(again.getByRole("heading", { name: "Summer at Grandma's" })).toBeVisible();
  const scene = again.getByRole("article", { name: /^Scene 1:/ });
  await expect(scene).toBeVisible();
  await expect(scene.getByRole("img", { name: "Golden hour sunset" })).toBeVisible();
  await expect(again.getByRole("button", { name: "Add a scene" })).toBeVisible();
  await expect(again.getByRole("heading", { name: "Save it to an account" })).toBeVisible();
  await shoot(again, "movify-returning", { dir: path.resolve("screenshots") });
  await shoot(again, "movify-returning-end", { dir: path.resolve("screenshots"), atBottom: true });

  // /app is for accounts: a guest is sent back to the movie they started.
  await again.goto("/app");
  await expect(again).toHaveURL(/\/movify$/);
  await expect(again.getByRole("heading", { name: "Summer at Grandma's" })).toBeVisible();

  // Adding a second scene on the returning visit works as on the first.
  await again.getByRole("button", { name: "Add a scene" }).click();
  await composer(again).getByRole("button", { name: "GIF Library" }).click();
  await again.getByRole("img", { name: "Ocean waves" }).click();
  await composer(again).getByRole("button", { name: "Create", exact: true }).click();
  await expect(again.getByText("2 scenes captured")).toBeVisible();

  // The guest record (guest id, movie id, time), in both stores, is written as the guest heads
  // to sign up.
  await again.getByRole("link", { name: "Sign up to keep it" }).click();
  const record = await again.evaluate(() => ({
    local: localStorage.getItem("lifescript.preservedGuestData"),
    session: sessionStorage.getItem("lifescript.preservedGuestData"),
  }));
  expect(record.local).not.toBeNull();
  expect(record.session).toBe(record.local);
  expect(JSON.parse(record.local ?? "{}")).toMatchObject({
    guestId: expect.any(String),
    movieId: expect.any(String),
    timestamp: expect.any(Number),
  });

  await signUp(again, "Came Back");
  await expect(again.getByText("Your movie has been saved!", { exact: true })).toBeVisible();
  await expect(
    again.getByText("Successfully preserved 1 movie from your guest session.", { exact: true }),
  ).toBeVisible();
  await expect(again.getByRole("main").getByText("Summer at Grandma's")).toBeVisible();
  const movies = (await (await again.request.get("/api/movies")).json()) as { id: string }[];
  expect(movies).toHaveLength(1);
  const scenes = (await (
    await again.request.get(`/api/movies/${movies[0]?.id}/scenes`)
  ).json()) as unknown[];
  expect(scenes).toHaveLength(2);
  // Back at /movify as an account holder: the start form, not the guest's movie.
  await again.goto("/movify");
  await expect(again.getByRole("button", { name: "Start my movie" })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe("a conversion with nothing to link", () => {
  // The convert call answers 404 (no guest session was linked), which the browser logs.
  test.use({ allowConsole: [/status of 404/] });
  test("signing up without the guest session (cookies gone) shows the preservation issue toast", async ({
    page,
    context,
  }) => {
    await page.goto("/movify");
    await page.getByLabel("Title").fill("Lost in Another Browser");
    await page.getByRole("button", { name: "Start my movie" }).click();
    await expect(page.getByRole("heading", { name: "Save it to an account" })).toBeVisible();
    // The guest session ends (cookies cleared, as in another browser); the guest record stays.
    await context.clearCookies();
    await page.goto("/movify");
    await expect(page.getByRole("button", { name: "Start my movie" })).toBeVisible();
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.getByRole("link", { name: "Create an account" }).click();
    await signUp(page, "No Link");
    await expect(page.getByText("Movie preservation issue", { exact: true })).toBeVisible();
    await expect(
      page.getByText("We had trouble linking your guest movies. Please check your library.", {
        exact: true,
      }),
    ).toBeVisible();
    // Nothing is pending afterwards: a reload does not raise it again.
    expect(await page.evaluate(() => localStorage.getItem("lifescript.guestId"))).toBeNull();
  });
});
