import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { ownDatabaseUrl } from "../support/worker-database.ts";
import { expect, fromApp, signUpThroughUi, test, watchPage } from "./fixtures.ts";
import { OFFLINE_NOISE, captureScene, offlineReady } from "./offline-helpers.ts";

// The server process really stopped (not the browser offline, not a
// route refusing requests), two scenes captured meanwhile, the same server started again on the
// same port and data: the app's own sync sends each scene exactly once, nothing lost. The shared
// e2e server belongs to Playwright, so this file runs its own.

type Scene = { id: string; title: string };

let server: ServerProcess | undefined;
let dataDir: string;
let profileDir: string;

const start = async (port?: number) => {
  const databaseUrl = await ownDatabaseUrl("server_stopped");
  return startServerProcess({
    buildDir: process.env.BUILD_DIR ?? "build",
    // The PostgreSQL run of the suite uses PostgreSQL here too; PGlite keeps its data in dataDir.
    ...(databaseUrl ? { databaseUrl } : {}),
    dataDir,
    ...(port ? { port } : {}),
  });
};

test.afterAll(async () => {
  await server?.stop();
  if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("the server stopped and started again: scenes captured meanwhile reach it exactly once", async ({
  playwright,
  launchOptions,
}) => {
  test.setTimeout(150_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-server-stopped-"));
  server = await start();
  const baseURL = server.baseUrl;
  const port = Number(new URL(baseURL).port);

  // A profile of its own, service workers allowed (playwright.config.ts blocks them elsewhere).
  profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-server-stopped-profile-"));
  const context = await playwright.chromium.launchPersistentContext(profileDir, {
    ...launchOptions,
    baseURL,
    viewport: { width: 390, height: 844 },
    serviceWorkers: "allow",
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = await watchPage(page, OFFLINE_NOISE, { intercept: false });

  await signUpThroughUi(page, { name: "Ines Mbeki" });
  const created = await page.request.post("/api/movies", {
    headers: fromApp(page),
    data: { title: "Night Bus", genre: "Drama" },
  });
  expect(created.ok()).toBe(true);
  const movieId = ((await created.json()) as { id: string }).id;
  await page.goto("/app");
  await offlineReady(page);
  await page.goto(`/app/movies/${movieId}/scenes`);
  await expect(page.getByRole("heading", { name: "Night Bus" })).toBeVisible();

  // The server process stops; the browser stays online.
  await server.stop();
  await expect(fetch(`${baseURL}/api/health`)).rejects.toThrow();

  const titles = ["Last stop before the depot", "The driver hums along"];
  for (const title of titles) await captureScene(page, title);
  const scene = (title: string) => page.getByRole("article", { name: new RegExp(title) });
  for (const title of titles) await expect(scene(title).getByText("Waiting to sync")).toBeVisible();
  // The page keeps them on screen while its requests fail (the movie's refetch gives up after
  // its retries, about 7 s).
  await page.waitForTimeout(10_000);
  for (const title of titles) await expect(scene(title).getByText("Waiting to sync")).toBeVisible();

  // The same server again: same port (the page's origin), same data. The app's own sync (every
  // 30 s, backing off) sends the scenes; nothing here asks it to.
  server = await start(port);
  for (const title of titles) {
    await expect(scene(title).getByText("Waiting to sync")).toHaveCount(0, { timeout: 60_000 });
    await expect(scene(title)).toBeVisible();
  }
  const scenes = (await (
    await page.request.get(`/api/movies/${movieId}/scenes`)
  ).json()) as Scene[];
  expect(scenes.map((s) => s.title).sort()).toEqual([...titles].sort());

  await context.close();
  expect(problems, "problems on the page").toEqual([]);
});
