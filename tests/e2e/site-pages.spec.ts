import { expect, gotoHydrated, signUpByApi, test, uniqueEmail } from "./fixtures.ts";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      "lifescript.consent",
      JSON.stringify({ analytics: false, advertising: false, timestamp: 1, source: "banner" }),
    ),
  );
});

test("a quiz taken to its result scores the answers and explains them", async ({ page }) => {
  await gotoHydrated(page, "/quiz");
  await page.getByRole("link", { name: /Story structure/ }).click();
  await expect(page).toHaveURL(/\/quiz\/story-structure$/);
  for (let i = 1; i <= 7; i += 1) {
    await expect(page.getByText(`Question ${i} of 7`)).toBeVisible();
    await page.locator("fieldset button").first().click();
    await expect(page.getByText(/^(Right\.|Not quite\.)$/)).toBeVisible();
    await page.getByRole("button", { name: i === 7 ? "See my result" : "Next question" }).click();
  }
  await expect(page.getByText("Your result")).toBeVisible();
  await expect(page.getByTestId("quiz-score")).toHaveText(/You got [0-7] of 7 right\./);
  await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
  await page.getByRole("button", { name: "Take it again" }).click();
  await expect(page.getByText("Question 1 of 7")).toBeVisible();
});

test("glossary letter and term pages link to each other", async ({ page }) => {
  await gotoHydrated(page, "/glossary");
  await page.getByRole("link", { name: /Terms starting with B/ }).click();
  await expect(page).toHaveURL(/\/glossary\/b$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms starting with B");
  await page.getByRole("link", { name: "Beat", exact: true }).click();
  await expect(page).toHaveURL(/\/glossary\/term\/beat$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beat");
  await expect(page.getByText("Example", { exact: true })).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(ld ?? "{}")).toMatchObject({ "@type": "DefinedTerm", name: "Beat" });
  await page.getByRole("link", { name: "Beat sheet" }).first().click();
  await expect(page).toHaveURL(/\/glossary\/term\/beat-sheet$/);
});

test("a visitor who starts from an example is asked to sign up first", async ({ page }) => {
  await gotoHydrated(page, "/templates");
  await page.getByRole("link", { name: "Start from this example" }).first().click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

test("before the page has hydrated, Start from this example still leads to sign-up", async ({
  page,
}) => {
  // The page's scripts are held back (a slow phone): the click lands on the prerendered link.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto("/templates", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await page.getByRole("link", { name: "Start from this example" }).first().click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  release();
  await expect(page.getByRole("button", { name: "Create account" })).toBeVisible();
});

test("a signed-in user who starts from an example gets the movie with its scenes", async ({
  page,
}) => {
  await page.goto("/templates");
  const email = uniqueEmail("template");
  await signUpByApi(page, { email, name: "Tess" });
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const section = page.locator("section#first-winter");
  await section.getByRole("link", { name: "Start from this example" }).click();
  await expect(page).toHaveURL(/\/app\/movies\/[^/]+\/scenes$/, { timeout: 20_000 });
  const movieId = page.url().split("/").at(-2) as string;
  const movies = (await (await page.request.get("/api/movies")).json()) as {
    id: string;
    title: string;
  }[];
  expect(movies.find((m) => m.id === movieId)?.title).toBe("First Winter");
  const scenes = (await (await page.request.get(`/api/movies/${movieId}/scenes`)).json()) as {
    title: string;
    elements: { elementType: string }[];
  }[];
  expect(scenes.map((s) => s.title)).toEqual([
    "INT. AIRPORT ARRIVALS HALL - NIGHT",
    "EXT. AIRPORT BUS STOP - NIGHT",
    "INT. NIGHT BUS - MOVING - LATER",
  ]);
  expect(scenes.flatMap((s) => s.elements.map((e) => e.elementType)).sort()).toEqual([
    "calendar",
    "quote",
    "text",
    "text",
    "text",
  ]);
});
