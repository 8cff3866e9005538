import path from "node:path";
import type { Locator, Page, Route } from "@playwright/test";
import { instagramArchive, photoJpeg } from "../factories/import-archives.ts";
import { expect, expectAccessible, shoot as shootAt, signUpThroughUi, test } from "./fixtures.ts";

// Importing an archive end to end: an Instagram-layout archive,
// built here, goes into a new movie; the upload survives a reload; one month is chosen; its posts
// become scenes with their photos in date order, each caption once, the first photo the movie's
// cover; the first draft in Develop carries their text.
// Screenshots of the drop, the upload, the preview, the importing and the report
// (IMPORT_SHOTS_DIR).

const SHOTS = process.env.IMPORT_SHOTS_DIR ?? path.join("screenshots", "import");
const shoot = (page: Page, name: string, focus?: Locator) =>
  shootAt(page, name, { dir: SHOTS, focus });

// The same File each time (name, bytes and date), as a person choosing it again after a reload.
async function dropArchive(zone: Locator, name: string, bytes: Buffer): Promise<void> {
  const dataTransfer = await zone.page().evaluateHandle(
    ({ base64, fileName }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(
        new File([data], fileName, { type: "application/zip", lastModified: 1_700_000_000_000 }),
      );
      return transfer;
    },
    { base64: bytes.toString("base64"), fileName: name },
  );
  await zone.dispatchEvent("drop", { dataTransfer });
}

test("an Instagram archive becomes a new movie's scenes, one month of it, and its first draft", async ({
  page,
}) => {
  // The whole journey (upload, preview, import, first draft) takes about 30 s alone and more than
  // a minute beside another worker on PostgreSQL.
  test.setTimeout(180_000);
  const archive = await instagramArchive({
    // Newest first, as Instagram writes them: the scenes must come out oldest first.
    posts: [
      {
        text: "Snow in Porto, nobody believed us",
        date: new Date("2021-03-05T12:00:00Z"),
        media: [{ name: "snow.jpg", data: await photoJpeg({ color: "#ddeeff" }) }],
      },
      {
        text: "Back to school with new shoes",
        date: new Date("2019-08-02T08:00:00Z"),
        media: [{ name: "shoes.jpg", data: await photoJpeg({ color: "#aa5533" }) }],
      },
      {
        text: "First swim of the summer at Caparica",
        date: new Date("2019-07-20T16:00:00Z"),
        media: [{ name: "swim.jpg", data: await photoJpeg({ color: "#2277bb" }) }],
      },
      {
        text: "Lisbon rooftops at dusk with Rosa",
        date: new Date("2019-07-05T19:30:00Z"),
        media: [
          { name: "rooftops.jpg", data: await photoJpeg({ color: "#dd8844" }) },
          { name: "rosa.jpg", data: await photoJpeg({ color: "#884422" }) },
        ],
      },
    ],
  });

  await signUpThroughUi(page);
  await page.getByRole("link", { name: /Import from Instagram, Facebook, X/ }).click();
  await expect(page).toHaveURL(/\/app\/social-media-import$/);
  await expect(page.getByRole("heading", { name: "Import your memories" })).toBeVisible();
  const zone = page.getByRole("button", { name: /Drop your archive here/ });
  await expectAccessible(page, "the drop step");
  await shoot(page, "drop");

  // The file button refuses what is not a ZIP; a new movie needs its title first.
  await page
    .getByLabel("ZIP archive")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByRole("alert")).toContainText("“notes.txt” is not a ZIP file");
  await dropArchive(zone, "instagram-ana.zip", archive);
  await expect(page.getByText("Give the new movie a title")).toBeVisible();
  await page.getByLabel("Title of the new movie").fill("Summers online");

  // The upload's first chunk is held: the progress shows, then the page is reloaded mid-upload.
  let held: Route | null = null;
  await page.route("**/uploads/imports/**", async (route) => {
    if (held === null && route.request().method() === "PUT") {
      held = route;
      return;
    }
    await route.continue();
  });
  await dropArchive(zone, "instagram-ana.zip", archive);
  await expect(page.getByRole("progressbar", { name: "Upload" })).toBeVisible();
  await expect(page).toHaveURL(/[?&]import=[0-9a-f-]{36}/);
  await expect.poll(() => held !== null).toBe(true);
  await shoot(page, "upload");
  await page.reload();
  await (held as Route | null)?.abort().catch(() => undefined);

  // Back where it was: the same file again goes on with the upload.
  await expect(page.getByText(/The upload of instagram-ana.zip stopped at 0 bytes/)).toBeVisible();
  await dropArchive(
    page.getByRole("button", { name: /Choose the same file to go on/ }),
    "instagram-ana.zip",
    archive,
  );

  // The preview, by year and month; choose July 2019 only.
  await expect(page.getByRole("heading", { name: "Choose what to bring in" })).toBeVisible({
    timeout: 30_000,
  });
  // The preview shows while the archive is still read ("4 items found so far" above it): the
  // count is checked once the import is ready to apply.
  await expect(page.getByRole("button", { name: "Import 4 scenes" })).toBeVisible();
  await expect(page.getByText(/^4 items found\./)).toBeVisible();
  await page.getByRole("button", { name: "Select none" }).click();
  await expect(page.getByRole("button", { name: "Choose items to import" })).toBeDisabled();
  await page.getByRole("checkbox", { name: "Choose all of July 2019" }).check();
  await expect(page.getByText("2 of 4 items chosen")).toBeVisible();
  await expect(page.locator("img[src*='/thumbnail']").first()).toBeVisible();
  await expectAccessible(page, "the preview");
  await shoot(page, "preview", page.getByRole("heading", { name: "July 2019" }));
  // Importing: apply answers at once and the server makes the scenes in the background. The first
  // poll after it is held, so the progress view is seen whatever the job's pace; then it goes on.
  let heldPoll: Route | null = null;
  const polls = /\/api\/imports\/[0-9a-f-]{36}\?/;
  await page.route(polls, async (route) => {
    if (heldPoll === null && route.request().method() === "GET") {
      heldPoll = route;
      return;
    }
    await route.continue();
  });
  await page.getByRole("button", { name: "Import 2 scenes" }).click();
  await expect(page.getByRole("progressbar", { name: "Importing scenes" })).toBeVisible();
  await expect(page.getByText("Importing 0 of 2 scenes…")).toBeVisible();
  await expect.poll(() => heldPoll !== null).toBe(true);
  await shoot(page, "importing");
  // Stopping asks first, and says the scenes made stay; saying no lets the import go on.
  await page.getByRole("button", { name: "Stop importing" }).click();
  const stop = page.getByRole("alertdialog", { name: "Stop importing?" });
  await expect(stop).toContainText("already made stay in your movie");
  await stop.getByRole("button", { name: "Cancel" }).click();
  await expect(stop).toBeHidden();
  await page.unroute(polls);
  await (heldPoll as Route | null)?.continue();

  // The report, and the way to the scenes.
  await expect(page.getByRole("heading", { name: "2 scenes added" })).toBeVisible({
    timeout: 30_000,
  });
  await shoot(page, "report");
  await page.getByRole("link", { name: "See the scenes" }).click();
  await expect(page).toHaveURL(/\/app\/movies\/[0-9a-f-]{36}\/scenes$/);
  const movieId = /movies\/([0-9a-f-]{36})\/scenes/.exec(page.url())?.[1] ?? "";
  await expect(page.getByRole("heading", { level: 1, name: "Summers online" })).toBeVisible();

  // July's two posts, oldest first, each with its photos; August and 2021 stayed out.
  const titles = page.locator("article h2, li h2");
  await expect(titles).toHaveText([
    "Lisbon rooftops at dusk with Rosa",
    "First swim of the summer at Caparica",
  ]);
  // Each post's photos are in its scene, and show on its card.
  const scenes = (await (await page.request.get(`/api/movies/${movieId}/scenes`)).json()) as {
    elements: { elementType: string; content: { imageUrl?: string; text?: string } }[];
    metadata: Record<string, unknown>;
  }[];
  expect(scenes[0]?.elements.map((e) => e.elementType)).toEqual(["image", "image", "text"]);
  for (const name of ["rooftops.jpg", "rosa.jpg", "swim.jpg"]) {
    const photo = page.getByRole("img", { name });
    await photo.scrollIntoViewIfNeeded({ timeout: 15_000 });
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(page.getByText("Back to school with new shoes")).toHaveCount(0);

  // Each caption reads once: the title and the text are the one caption, no calendar event repeats
  // it, and the post's date is the scene's.
  const rooftops = page.getByRole("article", { name: /Lisbon rooftops at dusk with Rosa/ });
  const card = (await rooftops.innerText()).replace(/\u00a0/g, " ");
  expect(card.split("Lisbon rooftops at dusk with Rosa")).toHaveLength(2);
  await expect(rooftops).toContainText("2019");
  expect(scenes[0]?.metadata).toMatchObject({ date: { year: 2019, month: 7, day: 5 } });
  // The movie the import made has its first photo as its cover, not a letter.
  const firstPhoto = scenes[0]?.elements[0]?.content.imageUrl ?? "no photo";
  const made = (await (await page.request.get(`/api/movies/${movieId}`)).json()) as {
    coverImage: string | null;
  };
  expect(made.coverImage).toBe(firstPhoto);
  const cover = page
    .locator("header", { has: page.getByRole("heading", { level: 1, name: "Summers online" }) })
    // The cover and its blurred backdrop (a cover keeps its shape) show the same photo.
    .locator(`img[src="${firstPhoto}"]`)
    .last();
  await expect
    .poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await shoot(page, "imported-scenes");

  // Develop: the first draft carries the imported text.
  await page.goto(`/app/develop/Movie/advanced/${movieId}`);
  await page.getByRole("button", { name: "Write the first draft from my scenes" }).first().click();
  const editor = page.locator(".cm-content");
  await expect(editor).toContainText("First swim of the summer at Caparica");
  const draft = (await editor.innerText()).replace(/\u00a0/g, " ");
  expect(draft).toContain("Lisbon rooftops at dusk with Rosa");
  expect(draft.indexOf("Lisbon rooftops")).toBeLessThan(draft.indexOf("First swim"));
  expect(draft).not.toContain("Back to school");
});
