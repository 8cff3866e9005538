import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, fromApp, shoot, signUpThroughUi, test } from "./fixtures.ts";

// Images that fail: a poster, a scene photo, a GIF and a gallery whose addresses
// answer 404 show a drawn placeholder, never the browser's broken-image icon.

// The 404s of the missing pictures are the point of the test.
test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 404/] });

const SHOTS = process.env.ACCOUNT_SHOTS_DIR ?? path.join(os.tmpdir(), "account-shots");
const missing = (n: number) => `/media/00000000-0000-4000-8000-00000000000${n}`;

// Every <img> on the page that finished loading without a picture.
async function brokenImages(page: Page): Promise<string[]> {
  return page
    .locator("img")
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalWidth === 0)
        .map((img) => img.src),
    );
}

test("a poster and scene pictures that fail to load are replaced by placeholders", async ({
  page,
}) => {
  await signUpThroughUi(page, { name: "Broken Pictures" });
  const movie = (await (
    await page.request.post("/api/movies", {
      headers: fromApp(page),
      data: { title: "Tides", genre: "drama", coverImage: missing(1) },
    })
  ).json()) as { id: string };
  const scene = await page.request.post("/api/scenes", {
    headers: fromApp(page),
    data: {
      movieId: movie.id,
      title: "The harbour",
      sceneNumber: 1,
      elements: [
        { id: "e1", elementType: "image", content: { imageUrl: missing(2), alt: "The harbour" } },
        { id: "e2", elementType: "gif", content: { gifUrl: missing(3), alt: "Waves" } },
      ],
    },
  });
  expect(scene.status()).toBe(201);

  await page.goto("/app/movies");
  await expect(page.getByRole("heading", { name: "Tides" })).toBeVisible();
  // The drama poster with the title's initial stands in for the missing cover.
  await expect(page.locator("main").getByText("T", { exact: true })).toBeVisible();
  await expect.poll(() => brokenImages(page)).toEqual([]);
  await shoot(page, "image-fallback-movies", { dir: SHOTS });

  await page.goto(`/app/movies/${movie.id}/scenes`);
  await expect(page.getByRole("img", { name: "The harbour" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Waves" })).toBeVisible();
  await expect.poll(() => brokenImages(page)).toEqual([]);
  // An icon-only control is named by the tooltip component (700 ms) rather than title.
  const grip = page.getByRole("button", { name: "Drag to reorder “The harbour”" });
  await expect(grip).not.toHaveAttribute("title");
  await grip.hover();
  await expect(page.getByRole("tooltip", { name: "Drag to reorder" })).toBeVisible();
  await page.mouse.move(0, 0);
  await shoot(page, "image-fallback-scene", {
    dir: SHOTS,
    focus: page.getByRole("img", { name: "The harbour" }),
  });
});
