import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page, Request } from "@playwright/test";
import {
  expect,
  fromApp,
  openSignUpLink,
  shoot,
  test,
  uniqueEmail,
  watchPage,
} from "./fixtures.ts";
import {
  OFFLINE_NOISE,
  captureScene,
  offlineReady,
  setOffline,
  shimOnLine,
} from "./offline-helpers.ts";

// Offline edits decided by the person: a scene edited offline while another device changed the
// same words waits for the person's choice (mine, theirs, both), with the differing words marked
// and nothing lost meanwhile; movie edits and characters made offline reach the server once; two
// tabs of one person, offline then online, make one sync and no duplicate. One account for the
// file; the tabs of this device share its outbox (IndexedDB) like a person's tabs do.
test.describe.configure({ mode: "serial" });

const SHOTS = path.join("screenshots", "offline-conflicts");
const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3917)}`;
const PASSWORD = "a long enough password";
const SAVED_ON_DEVICE = "Saved on this device; it will sync.";
let context: BrowserContext;
let page: Page;
let problems: string[];
let email: string;
let profileDir: string;

type Movie = { id: string; title: string; version: number };
type Element = { id: string; elementType: string; content: { text?: string } };
type Scene = { id: string; title: string; version: number; elements: Element[] };
type Character = { id: string; name: string };

async function json<T>(from: Page, url: string): Promise<T> {
  const response = await from.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

// Another device of the same person: a fresh browser context, signed in through the API.
async function otherDevice(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  const signIn = await otherPage.request.post("/api/auth/sign-in/email", {
    headers: { origin: baseURL },
    data: { email, password: PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  return { context: other, page: otherPage };
}

// The API writes a page makes (the outbox's requests), as "METHOD /path".
function apiWrites(of: Page): string[] {
  const writes: string[] = [];
  of.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && request.method() !== "GET") {
      if (url.pathname.startsWith("/api/cache/")) return;
      writes.push(`${request.method()} ${url.pathname}`);
    }
  });
  return writes;
}

test.beforeAll(async ({ playwright, launchOptions }) => {
  // A profile of its own with the service worker, so pages open offline as on a real device.
  profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-offline-conflicts-"));
  context = await playwright.chromium.launchPersistentContext(profileDir, {
    ...launchOptions,
    baseURL,
    viewport: { width: 390, height: 844 },
    serviceWorkers: "allow",
  });
  await shimOnLine(context);
  page = context.pages()[0] ?? (await context.newPage());
  problems = await watchPage(page, OFFLINE_NOISE, { intercept: false });
  email = uniqueEmail("offline-conflicts");
  await page.goto("/auth/signup");
  await page.getByLabel("Name").fill("Noor Haddad");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await openSignUpLink(page, email);
  await page.goto("/app");
  await offlineReady(page);
});

test.afterAll(async () => {
  await context.close();
  fs.rmSync(profileDir, { recursive: true, force: true });
});

test.afterEach(() => {
  expect(problems.splice(0), "problems on the page").toEqual([]);
});

test("a scene edited offline and elsewhere: the dialog marks the words, and mine, theirs and both each keep what was chosen", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const movie = (await (
    await page.request.post("/api/movies", {
      headers: fromApp(page),
      data: { title: "Lake Summers" },
    })
  ).json()) as Movie;
  const scenesUrl = `/app/movies/${movie.id}/scenes`;
  await page.goto(scenesUrl);
  await captureScene(page, "Lake day\nWe rowed to the island at noon.");
  const other = await otherDevice(browser);
  const card = page.getByRole("article", { name: /Lake day/ });
  const dialog = page.getByRole("alertdialog", { name: "Two versions of “Lake day”" });
  const composerText = page.getByRole("dialog", { name: /scene/i }).getByLabel("Scene text");

  const rounds = [
    {
      choice: "Keep mine",
      mine: "We swam to the island at noon, all of us.",
      theirs: "We rowed to the island at dusk.",
    },
    {
      choice: "Keep theirs",
      mine: "We swam out past the reeds.",
      theirs: "We drifted past the reeds.",
    },
    {
      choice: "Keep both",
      mine: "Dad sang the whole way back.",
      theirs: "Mum rowed the whole way back.",
    },
  ] as const;
  for (const [n, round] of rounds.entries()) {
    const [scene] = await json<Scene[]>(page, `/api/movies/${movie.id}/scenes`);
    const textElement = scene!.elements.find((e) => e.elementType === "text")!;
    // This device goes offline and edits the scene's words in the composer.
    await page.goto(scenesUrl);
    await expect(card).toBeVisible();
    await setOffline(page, true);
    await card.getByRole("button", { name: /^Edit/ }).click();
    await composerText.fill(`Lake day\n${round.mine}`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(SAVED_ON_DEVICE).first()).toBeVisible();
    await expect(card.getByText("Waiting to sync")).toBeVisible();
    await expect(card).toContainText(round.mine);

    // Meanwhile the other device changes the same words.
    const edited = await other.page.request.patch(`/api/scenes/${scene!.id}`, {
      // A fresh connection: one left idle since the last round may be closed by the server as
      // it is reused (keep-alive), which is the test's connection, not the app's.
      headers: { origin: baseURL, connection: "close" },
      data: {
        version: scene!.version,
        elements: scene!.elements.map((e) =>
          e.id === textElement.id ? { ...e, content: { text: `Lake day\n${round.theirs}` } } : e,
        ),
      },
    });
    expect(edited.ok()).toBe(true);

    // Back online: the sync meets the other edit and asks; the person's words stay on screen.
    await setOffline(page, false);
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    const yours = dialog.getByRole("region", { name: /Yours/ });
    const theirs = dialog.getByRole("region", { name: /Theirs/ });
    await expect(yours).toContainText(round.mine);
    await expect(theirs).toContainText(round.theirs);
    const mineWord =
      round.mine.split(" ")[0] === "We" ? round.mine.split(" ")[1]! : round.mine.split(" ")[0]!;
    const theirWord =
      round.theirs.split(" ")[0] === "We"
        ? round.theirs.split(" ")[1]!
        : round.theirs.split(" ")[0]!;
    await expect(yours.locator("mark").filter({ hasText: mineWord })).toHaveCount(1);
    await expect(theirs.locator("mark").filter({ hasText: theirWord })).toHaveCount(1);
    // "Lake day", the same on both sides, is not marked.
    await expect(yours.locator("mark").filter({ hasText: "Lake day" })).toHaveCount(0);
    for (const label of ["Keep mine", "Keep theirs", "Keep both"]) {
      await expect(dialog.getByRole("button", { name: label })).toBeEnabled();
    }
    if (n === 0) {
      await shoot(page, "scene-conflict-dialog", { dir: SHOTS });
      // The choice can wait: the card says another version is waiting, and asks again.
      await dialog.getByRole("button", { name: "Decide later" }).click();
      await expect(dialog).toHaveCount(0);
      const waiting = card.getByRole("button", { name: "Another version is waiting" });
      await expect(waiting).toBeVisible();
      await expect(card).toContainText(round.mine);
      await shoot(page, "another-version-waiting", { dir: SHOTS });
      await waiting.click();
      await expect(dialog).toBeVisible();
    }
    await dialog.getByRole("button", { name: round.choice, exact: true }).click();
    await expect(dialog).toHaveCount(0, { timeout: 15_000 });

    // On the server, what was chosen; on the card, the same, and nothing waiting.
    await expect
      .poll(
        async () => {
          const [now] = await json<Scene[]>(page, `/api/movies/${movie.id}/scenes`);
          return now!.elements.find((e) => e.id === textElement.id)?.content.text;
        },
        { timeout: 30_000 },
      )
      .toBe(
        round.choice === "Keep mine"
          ? `Lake day\n${round.mine}`
          : round.choice === "Keep theirs"
            ? `Lake day\n${round.theirs}`
            : `Lake day\n${round.mine}\n\nLake day\n${round.theirs}`,
      );
    await expect(card.getByText("Waiting to sync")).toHaveCount(0, { timeout: 30_000 });
    await expect(card.getByRole("button", { name: "Another version is waiting" })).toHaveCount(0);
    if (round.choice !== "Keep theirs") await expect(card).toContainText(round.mine);
    if (round.choice !== "Keep mine") await expect(card).toContainText(round.theirs);
    // Nothing was put aside where no screen shows it.
    const [final] = await json<Scene[]>(page, `/api/movies/${movie.id}/scenes`);
    expect(JSON.stringify(final)).not.toContain("mergedAway");
  }
  await other.context.close();
});

test("a movie renamed and a character added offline reach the server once", async () => {
  test.setTimeout(120_000);
  const movie = (await (
    await page.request.post("/api/movies", {
      headers: fromApp(page),
      data: { title: "Harbour Lights" },
    })
  ).json()) as Movie;
  // Both screens opened once online: their data is kept for offline use (written to the
  // device a second after it loads).
  await page.goto(`/app/characters?movie=${movie.id}`);
  await expect(page.getByText("No characters yet")).toBeVisible();
  await page.waitForTimeout(1_500);
  await page.goto("/app/movies");
  await expect(page.getByRole("article").filter({ hasText: "Harbour Lights" })).toBeVisible();
  await page.waitForTimeout(1_500);
  const writes = apiWrites(page);
  await setOffline(page, true);

  const card = page.getByRole("article").filter({ hasText: "Harbour Lights" });
  await card.getByRole("button", { name: "Actions for Harbour Lights" }).click();
  await page.getByRole("menuitem", { name: "Edit details" }).click();
  const sheet = page.getByRole("dialog", { name: "Edit movie" });
  await sheet.getByLabel("Title").fill("Harbour Lights at Dawn");
  await sheet.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(SAVED_ON_DEVICE).first()).toBeVisible();
  const renamed = page.getByRole("article").filter({ hasText: "Harbour Lights at Dawn" });
  await expect(renamed.getByText("Waiting to sync")).toBeVisible();

  await page.goto(`/app/characters?movie=${movie.id}`);
  await expect(page.getByText("No characters yet")).toBeVisible();
  await page.getByRole("button", { name: "Add character", exact: true }).click();
  const characterSheet = page.getByRole("dialog", { name: "New character" });
  await characterSheet.getByLabel("Name").fill("Grandpa Ilyas");
  await characterSheet.getByRole("button", { name: "Add character" }).click();
  await expect(page.getByText(SAVED_ON_DEVICE).first()).toBeVisible();
  await expect(page.getByText("Grandpa Ilyas")).toBeVisible();
  expect(writes).toEqual([]);

  await setOffline(page, false);
  await expect
    .poll(async () => (await json<Movie>(page, `/api/movies/${movie.id}`)).title, {
      timeout: 30_000,
    })
    .toBe("Harbour Lights at Dawn");
  await expect
    .poll(
      async () =>
        (await json<Character[]>(page, `/api/characters?movieId=${movie.id}`)).map((c) => c.name),
      { timeout: 30_000 },
    )
    .toEqual(["Grandpa Ilyas"]);
  // Each write went once.
  await page.waitForTimeout(1_500);
  expect(writes.filter((w) => w === `PATCH /api/movies/${movie.id}`)).toHaveLength(1);
  expect(writes.filter((w) => w === "POST /api/characters")).toHaveLength(1);
  expect((await json<Movie>(page, `/api/movies/${movie.id}`)).version).toBe(2);
});

test("two tabs offline, then online: one tab syncs, each scene once", async () => {
  test.setTimeout(120_000);
  const movie = (await (
    await page.request.post("/api/movies", {
      headers: fromApp(page),
      data: { title: "Two Windows" },
    })
  ).json()) as Movie;
  const scenesUrl = `/app/movies/${movie.id}/scenes`;
  const second = await context.newPage();
  const secondProblems = await watchPage(second, OFFLINE_NOISE, { intercept: false });
  await page.goto(scenesUrl);
  await second.goto(scenesUrl);
  await expect(second.getByRole("heading", { name: "Two Windows" })).toBeVisible();
  const writes = { first: apiWrites(page), second: apiWrites(second) };
  // The composer's draft stays on the device while the server cannot be reached: not asked for.
  const draftRequests: string[] = [];
  for (const tab of [page, second]) {
    tab.on("request", (r) => {
      if (r.url().includes("/api/drafts")) draftRequests.push(`${r.method()} ${r.url()}`);
    });
  }
  await setOffline(page, true);
  await setOffline(second, true);

  await captureScene(page, "Rain on the left window");
  await captureScene(second, "Sun on the right window");
  await captureScene(page, "Both windows open");
  // Each tab shows what the other kept too (they share this device's outbox).
  await expect(second.getByRole("article", { name: /Both windows open/ })).toBeVisible({
    timeout: 15_000,
  });

  expect(draftRequests).toEqual([]);
  await setOffline(page, false);
  await setOffline(second, false);
  const titles = ["Both windows open", "Rain on the left window", "Sun on the right window"];
  await expect
    .poll(
      async () =>
        (await json<Scene[]>(page, `/api/movies/${movie.id}/scenes`)).map((s) => s.title).sort(),
      { timeout: 45_000 },
    )
    .toEqual(titles);
  for (const tab of [page, second]) {
    for (const title of titles) {
      await expect(
        tab.getByRole("article", { name: new RegExp(title) }).getByText("Waiting to sync"),
      ).toHaveCount(0, { timeout: 30_000 });
    }
  }
  const posts = (list: string[]) => list.filter((w) => w === "POST /api/scenes");
  // One sync: all three scenes were sent by one tab, each once.
  expect(posts(writes.first).length + posts(writes.second).length).toBe(3);
  expect([posts(writes.first).length, posts(writes.second).length].sort()).toEqual([0, 3]);
  await second.close();
  expect(secondProblems).toEqual([]);
});
