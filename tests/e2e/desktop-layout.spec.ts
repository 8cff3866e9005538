import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import {
  consentAnswered,
  expect,
  expectAccessible,
  fromApp,
  shoot,
  signUpThroughUi,
  test,
  watchPage,
} from "./fixtures.ts";

// The app on a laptop and on a phone: the sidebar's real links, one left edge for the header and
// the page, the editor first, the side panel, and the shared screenplay's reading view.
const dir = path.resolve("screenshots");
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const SCRIPT = [
  "EXT. HARBOUR - DAWN",
  "",
  "Rosa stands at the end of the pier with one suitcase. Gulls circle the fishing boats.",
  "",
  "PAPA",
  "(not looking at her)",
  "The boat leaves at six. You will miss it if you stand there all morning.",
  "",
  "ROSA",
  "Then walk with me to the end of the pier. Only that far.",
  "",
  "He does not move. She lifts the suitcase.",
  "",
  "PAPA",
  "Write every Sunday.",
  "",
  "CUT TO:",
  "",
  "INT. SHIP'S CABIN - NIGHT",
  "",
  "Rosa unfolds a letter she has read a hundred times.",
].join("\n");

type Created = { id: string };

async function post<T>(page: Page, url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, { headers: fromApp(page), data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A movie with a captured scene and, unless `written` is false, a saved screenplay. */
async function movieWithScript(page: Page, title: string, written = true): Promise<string> {
  const movie = await post<Created>(page, "/api/movies", {
    title,
    genre: "drama",
    description: "How Rosa crossed an ocean.",
  });
  await post(page, "/api/scenes", {
    movieId: movie.id,
    sceneNumber: 1,
    title: "Leaving day",
    location: "Harbour",
    elements: [{ id: "t1", elementType: "text", content: { text: "Rosa waits at the pier." } }],
  });
  if (written) {
    const saved = await page.request.put(`/api/movies/${movie.id}/screenplay`, {
      headers: fromApp(page),
      data: { fountain: SCRIPT, version: 0 },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  return movie.id;
}

async function leftOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, "the element is on screen").not.toBeNull();
  return Math.round(box?.x ?? -1);
}

/** The header's first item (the trail on a laptop, the logo on a phone) starts where the page's
 * content does: the left of main's content box. Returns that x. */
async function expectOneLeftEdge(page: Page, where: string): Promise<number> {
  const headerStart = await leftOf(
    page.getByRole("banner").locator(":scope > div > :visible").first(),
  );
  const main = page.locator("#main");
  const padding = await main.evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft));
  expect(headerStart, where).toBe((await leftOf(main)) + Math.round(padding));
  return headerStart;
}

test("desktop: sidebar links with addresses, the current one marked, one left edge", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, { name: "Rosa Alves" });
  const crossing = await movieWithScript(page, "The Crossing");
  await movieWithScript(page, "Summer at the Lake", false);
  await page.goto("/app/movies");

  const sections = page.getByRole("navigation", { name: "App sections" });
  const movies = page.getByRole("navigation", { name: "Movies" });
  // Only the sidebar shows on a laptop: the phone's bottom bar is not there to tab through.
  await expect(sections).toHaveCount(1);
  await expect(sections.getByRole("link", { name: "Capture" })).toHaveAttribute(
    "href",
    "/app/movies",
  );
  await expect(sections.getByRole("link", { name: "Capture" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(sections.getByRole("link", { name: "Develop" })).toHaveAttribute(
    "href",
    "/app/develop",
  );
  await expect(sections.getByRole("link", { name: "Share" })).toHaveAttribute("href", "/app/share");
  const edge = await expectOneLeftEdge(page, "movies");
  expect(await leftOf(page.getByRole("heading", { level: 1, name: "Your movies" }))).toBe(edge);
  await expectAccessible(page, "movies, desktop");

  // Links navigate…
  await sections.getByRole("link", { name: "Develop" }).click();
  await expect(page).toHaveURL(/\/app\/develop$/);
  await expect(sections.getByRole("link", { name: "Develop" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { level: 1, name: "Develop" })).toBeVisible();
  await expectOneLeftEdge(page, "develop");
  expect(await leftOf(page.getByRole("heading", { level: 1, name: "Develop" }))).toBe(edge);

  // …and open in a new tab, at their own address.
  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    sections.getByRole("link", { name: "Share" }).click({ modifiers: ["ControlOrMeta"] }),
  ]);
  const tabProblems = await watchPage(tab);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/\/app\/share$/);
  await expect(page).toHaveURL(/\/app\/develop$/);
  await tab.close();
  expect(tabProblems).toEqual([]);
  const [movieTab] = await Promise.all([
    context.waitForEvent("page"),
    movies.getByRole("link", { name: "Summer at the Lake" }).click({ button: "middle" }),
  ]);
  await movieTab.waitForLoadState();
  await expect(movieTab).toHaveURL(/\/app\/movies\/[^/]+\/scenes$/);
  await movieTab.close();

  // A movie: its scenes, marked in the sidebar, named in the header's trail.
  await movies.getByRole("link", { name: "The Crossing" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/movies/${crossing}/scenes$`));
  await expect(movies.getByRole("link", { name: "The Crossing" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const trail = page.getByRole("navigation", { name: "You are here" });
  await expect(trail.getByRole("link")).toHaveText(["Capture", "The Crossing"]);
  await expectOneLeftEdge(page, "scenes");
  await expectAccessible(page, "scenes, desktop");

  // Capture's plain click runs Capture itself: on a scenes page, the composer.
  await sections.getByRole("link", { name: "Capture" }).click();
  await expect(page.getByRole("dialog", { name: /New scene/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: /New scene/ })).toBeHidden();

  // The editor uses the width, and its header still starts where the page does.
  await page.goto(`/app/develop/Movie/advanced/${crossing}`);
  await expect(movies.getByRole("link", { name: "The Crossing" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(trail.getByRole("link")).toHaveText(["Develop", "The Crossing", "Screenplay"]);
  await expect(page.locator(".cm-content")).toContainText("EXT. HARBOUR - DAWN");
  const editorEdge = await expectOneLeftEdge(page, "editor");
  expect(await leftOf(page.getByRole("link", { name: "Basic view" }))).toBe(editorEdge);
  const main = await page.locator("#main").boundingBox();
  expect(main?.width ?? 0).toBeGreaterThan(960);
});

test("the editor first: the script starts in the upper half at 1280x800; the side panel closes and is remembered", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, { name: "Rosa Alves" });
  const blank = await movieWithScript(page, "Not Written Yet", false);
  const written = await movieWithScript(page, "The Crossing");

  // An empty script: the panel invites the first draft; the editor is still first.
  await page.goto(`/app/develop/Movie/advanced/${blank}`);
  const panel = page.getByRole("complementary", { name: "Co-writer and first draft" });
  await expect(panel.getByText("Start from what you captured")).toBeVisible();
  await expect(panel.getByRole("region", { name: "Co-writer" })).toBeVisible();
  await expect(page.locator(".cm-content")).toBeVisible();
  await shoot(page, "editor-empty", { dir });
  await expectAccessible(page, "editor, empty");
  await panel.getByRole("button", { name: "Write the first draft from my scenes" }).click();
  await expect(page.locator(".cm-content")).toContainText("HARBOUR");
  // Written: until the writer chooses, the pages take the panel's place.
  await expect(panel).toBeHidden();
  await expect(page.getByRole("region", { name: "Preview" })).toBeVisible();

  await page.goto(`/app/develop/Movie/advanced/${written}`);
  const firstLine = page.locator(".cm-content .cm-line").first();
  await expect(firstLine).toHaveText("EXT. HARBOUR - DAWN");
  const box = await firstLine.boundingBox();
  expect(box, "first line on screen").not.toBeNull();
  expect((box?.y ?? 800) + (box?.height ?? 0)).toBeLessThan(DESKTOP.height / 2);
  // The toolbar is one row: its buttons share a top.
  const tops = await page
    .getByRole("button", { name: /^(Rewrite from my scenes|Versions|Save a version|Import)$/ })
    .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await shoot(page, "editor", { dir });
  await expectAccessible(page, "editor, written");

  // The co-writer opens beside the editor; closed, it stays closed on the next visit.
  const toggle = page.getByRole("button", { name: "Co-writer", exact: true });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(panel.getByRole("region", { name: "Co-writer" })).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await shoot(page, "editor-side-panel", { dir });
  await expectAccessible(page, "editor, side panel");
  await page.reload();
  await expect(panel.getByRole("region", { name: "Co-writer" })).toBeVisible();
  await panel.getByRole("button", { name: "Close the panel" }).click();
  await expect(panel).toBeHidden();
  await page.reload();
  await expect(page.locator(".cm-content")).toContainText("EXT. HARBOUR - DAWN");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("region", { name: "Preview" })).toBeVisible();
});

test("phone: bottom links, the co-writer in a sheet, the preview and the shared script read at a readable size", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signUpThroughUi(page, { name: "Rosa Alves" });
  const movieId = await movieWithScript(page, "The Crossing");
  await page.goto("/app/movies");

  const sections = page.getByRole("navigation", { name: "App sections" });
  await expect(sections).toHaveCount(1);
  await expect(sections.getByRole("link", { name: "Develop" })).toHaveAttribute(
    "href",
    "/app/develop",
  );
  await expect(page.getByRole("navigation", { name: "Movies" })).toHaveCount(0);
  await expectOneLeftEdge(page, "movies, phone");
  await sections.getByRole("link", { name: "Share" }).click();
  await expect(page).toHaveURL(/\/app\/share$/);

  // The editor's preview reads the script at the phone's width; "Pages" shows them as printed.
  await page.goto(`/app/develop/Movie/advanced/${movieId}`);
  await expect(page.locator(".cm-content")).toContainText("EXT. HARBOUR - DAWN");
  const preview = page.getByRole("region", { name: "Preview" });
  const reading = preview.getByTestId("reading-view");
  await reading.scrollIntoViewIfNeeded();
  await expect(reading.locator('[data-kind="dialogue"]').first()).toHaveText(
    "The boat leaves at six. You will miss it if you stand there all morning.",
  );
  await expect(preview.locator("[data-page]").first()).toBeHidden();
  await preview.getByRole("button", { name: "Pages" }).click();
  await expect(preview.locator("[data-page]").first()).toBeVisible();
  await expect(reading).toBeHidden();
  await preview.getByRole("button", { name: "Reading" }).click();
  await expect(reading).toBeVisible();

  // The co-writer opens in a sheet.
  await page.getByRole("button", { name: "Co-writer", exact: true }).click();
  const sheet = page.getByRole("dialog", { name: "Co-writer" });
  await expect(sheet.getByRole("button", { name: "Suggest cards" })).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(dir, "editor-cowriter-sheet-390.png") });
  await expectAccessible(page, "editor, phone, co-writer sheet");
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  // The shared screenplay, opened by someone without an account.
  const link = await post<{ token: string }>(page, `/api/movies/${movieId}/share-links`, {});
  const reader = await browser.newContext({ viewport: PHONE });
  const readerPage = await reader.newPage();
  const problems = await watchPage(readerPage);
  await consentAnswered(readerPage);
  await readerPage.goto(`/s/${link.token}`);
  const script = readerPage.getByTestId("reading-view");
  const dialogue = script.locator('[data-kind="dialogue"]').first();
  await expect(dialogue).toBeVisible();
  const fontPx = await dialogue.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(fontPx).toBeGreaterThanOrEqual(14);
  expect(await dialogue.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Courier Prime/);
  // Reflowed: nothing runs past the screen's edge.
  expect(await readerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  const heading = script.getByRole("heading", { name: "EXT. HARBOUR - DAWN" });
  await expect(heading).toHaveCSS("font-weight", "700");
  await expect(readerPage.locator("[data-page]").first()).toBeHidden();
  // The view each size starts with: reading on a phone, pages on a laptop.
  await shoot(readerPage, "shared-screenplay", { dir });
  await readerPage.setViewportSize(PHONE);
  await expectAccessible(readerPage, "shared screenplay, reading");
  await readerPage.getByRole("button", { name: "Pages" }).click();
  await expect(readerPage.locator("[data-page]").first()).toBeVisible();
  await expect(script).toBeHidden();
  await readerPage.screenshot({ path: path.join(dir, "shared-pages-390.png") });
  await expectAccessible(readerPage, "shared screenplay, pages");
  // A laptop shows the pages until the reader asks for the reading view.
  await readerPage.reload();
  await readerPage.setViewportSize(DESKTOP);
  await expect(readerPage.locator("[data-page]").first()).toBeVisible();
  await expect(script).toBeHidden();
  await expect(readerPage.getByRole("button", { name: "Pages" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await readerPage.getByRole("button", { name: "Reading" }).click();
  await expect(script).toBeVisible();
  await expectAccessible(readerPage, "shared screenplay, reading on a laptop");
  await reader.close();
  expect(problems).toEqual([]);
});

test("Develop starts a short story with the steps it needs", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, { name: "Rosa Alves" });
  const movieId = await movieWithScript(page, "Four Memories", false);
  await page.goto("/app/develop");
  const card = page.getByTestId("develop-movie").filter({ hasText: "Four Memories" });
  await expect(card).toContainText("0 of 5 steps complete for a short story");
  await expect(card.getByRole("list", { name: "Steps" }).getByRole("listitem")).toHaveText([
    /Logline/,
    /Theme/,
    /Central conflict/,
    /Setting/,
    /Protagonist/,
    /scenes on beats/,
    /First draft/,
  ]);
  await expect(card).toContainText("26 more steps");
  await expect(card).not.toContainText("31");
  await page.goto(`/app/develop/Movie/${movieId}`);
  await expect(page.getByText("0/5", { exact: true })).toBeVisible();
});

test("screens of the app at both sizes, each without serious accessibility findings", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, { name: "Rosa Alves" });
  const movieId = await movieWithScript(page, "The Crossing");
  for (const [name, url, ready] of [
    ["app-movies", "/app/movies", /Your movies/],
    ["app-scenes", `/app/movies/${movieId}/scenes`, /The Crossing/],
    ["app-characters", "/app/characters", /Characters/],
    ["app-develop", "/app/develop", /Develop/],
    ["app-develop-select", "/app/develop/Movie", /Choose a movie/],
    ["app-develop-basic", `/app/develop/Movie/${movieId}`, /The Crossing/],
    ["app-share", "/app/share", /Share/],
    ["app-account", "/app/account", /./],
    ["app-subscription", "/app/subscription", /./],
    ["app-import", "/app/social-media-import", /./],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: ready }).first()).toBeVisible();
    await expectOneLeftEdge(page, name);
    await expectAccessible(page, `${name}, desktop`);
    await shoot(page, `layout-${name}`, { dir });
    await page.setViewportSize(PHONE);
    await expectOneLeftEdge(page, `${name}, phone`);
    await expectAccessible(page, `${name}, phone`);
    await page.setViewportSize(DESKTOP);
  }
});
