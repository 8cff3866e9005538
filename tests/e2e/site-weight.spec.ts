import fs from "node:fs";
import path from "node:path";
import {
  APP_FIRST_LOAD_BUDGET_BYTES,
  firstLoadJs,
  prerenderedPages,
  PUBLIC_PAGE_BUDGET_BYTES,
} from "#scripts/prerender/first-load-js.ts";
import { expect, fromApp, signUpByApi, test, uniqueEmail } from "./fixtures.ts";

// The build the server under test runs from (scripts/test.mjs builds it for this run).
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

test("every prerendered page paints before it hydrates and stays within the 150 KB JavaScript budget", () => {
  const pages = prerenderedPages(clientDir);
  expect(pages.length).toBeGreaterThan(200);
  const over: string[] = [];
  for (const [page, file] of pages) {
    const html = fs.readFileSync(file, "utf8");
    // Module preload hints would make a phone fetch every script before the first paint.
    expect(html, page).not.toContain('rel="modulepreload"');
    const { gzipBytes } = firstLoadJs(clientDir, html);
    if (gzipBytes > PUBLIC_PAGE_BUDGET_BYTES)
      over.push(`${page}: ${Math.round(gzipBytes / 1024)} KB`);
  }
  expect(over).toEqual([]);
});

test("the measured first load is what the browser really downloads, and the page still hydrates", async ({
  page,
}) => {
  const requested = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") requested.add(new URL(request.url()).pathname);
  });
  const html = fs.readFileSync(
    path.join(clientDir, "quiz/screenplay-format-basics/index.html"),
    "utf8",
  );
  const expected = firstLoadJs(clientDir, html).files;
  expect(expected.length).toBeGreaterThan(3);

  await page.goto("/quiz/screenplay-format-basics");
  // Answering needs React: the click only counts once the page has hydrated.
  await expect(async () => {
    await page.locator("fieldset button").first().click();
    await expect(page.getByText(/^(Right\.|Not quite\.)$/)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  for (const file of expected) expect([...requested], file).toContain(file);
});

test("the signed-in app's first load stays within 250 KB on every screen, the editor included", async ({
  page,
}) => {
  await signUpByApi(page, { email: uniqueEmail("weight"), name: "Wade" });
  const movie = (await (
    await page.request.post("/api/movies", {
      headers: fromApp(page),
      data: { title: "Weights", genre: "drama" },
    })
  ).json()) as { id: string };
  for (const screen of [
    "/app/movies",
    `/app/movies/${movie.id}/scenes`,
    "/app/characters",
    "/app/develop",
    `/app/develop/Movie/${movie.id}`,
    `/app/develop/Movie/advanced/${movie.id}`,
    "/app/share",
  ]) {
    const response = await page.request.get(screen);
    expect(response.status(), screen).toBe(200);
    const { gzipBytes, files } = firstLoadJs(clientDir, await response.text());
    expect(files.length, screen).toBeGreaterThan(3);
    expect(gzipBytes, screen).toBeLessThanOrEqual(APP_FIRST_LOAD_BUDGET_BYTES);
  }
});

test("the landing page reads in full and runs no app script until a person acts, then prefetches sign-in as hints", async ({
  page,
}) => {
  // Every section is in place in the static HTML, before the footer (React must not move a
  // Suspense boundary's content to the end of the document for a script to put back).
  const html = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  const footer = html.indexOf("<footer");
  for (const id of ["how-title", "sample-title", "capture-title", "learn-title", "cta-title"]) {
    const at = html.indexOf(`aria-labelledby="${id}"`);
    expect(at, id).toBeGreaterThan(0);
    expect(at, id).toBeLessThan(footer);
  }

  // Until a person acts on it, the page asks for no script at all (decision 0055).
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  expect(scripts).toEqual([]);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  // Once React is up and the browser idle, the page hints the sign-in page's code into the cache
  // (rel=prefetch), not as a module preload (that would compile it on this page's main thread).
  const loginModule = fs
    .readdirSync(path.join(clientDir, "assets"))
    .find((file) => /^login-[\w-]+\.js$/.test(file));
  expect(loginModule).toBeTruthy();
  await page.mouse.move(4, 4);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator(`link[rel="prefetch"][href="/assets/${loginModule}"]`)).toHaveCount(1, {
    timeout: 15_000,
  });
  await expect(
    page.locator(`link[rel="modulepreload"][href="/assets/${loginModule}"]`),
  ).toHaveCount(0);
  // The hinted code serves the real navigation.
  await page.getByRole("link", { name: "Sign in" }).first().click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
