// The keepsake book from the Share screen, as a person makes it: pick the size, write the
// dedication, watch it being made, read the warning about a photo too small to print sharp, and
// download the PDF.
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import {
  consentAnswered,
  expect,
  expectAccessible,
  fromApp,
  gotoHydrated,
  shoot,
  signUpByApi,
  test,
} from "./fixtures.ts";

const SHOTS = process.env.KEEPSAKE_SHOTS_DIR ?? path.join(os.tmpdir(), "keepsake-shots");

async function upload(page: Page, filename: string, width: number): Promise<string> {
  const bytes = await sharp({
    create: { width, height: Math.round(width * 0.66), channels: 3, background: "#3a7bd5" },
  })
    .jpeg()
    .toBuffer();
  const slot = (await (
    await page.request.post("/api/media-assets/upload-url", { headers: fromApp(page), data: {} })
  ).json()) as { uploadURL: string; publicPath: string };
  await page.request.put(slot.uploadURL, {
    data: bytes,
    headers: { "content-type": "image/jpeg" },
  });
  const saved = await page.request.post("/api/media-assets/save-metadata", {
    headers: fromApp(page),
    data: {
      publicPath: slot.publicPath,
      filename,
      mimeType: "image/jpeg",
      byteSize: bytes.length,
      entityType: "scene",
    },
  });
  expect(saved.status()).toBe(201);
  return ((await saved.json()) as { publicUrl: string }).publicUrl;
}

test("make a keepsake book from the Share screen and download it", async ({ page }) => {
  await consentAnswered(page);
  await signUpByApi(page, { name: "Alicja Nowak" });
  const movie = (await (
    await page.request.post("/api/movies", {
      headers: fromApp(page),
      data: { title: "Sól i miód" },
    })
  ).json()) as { id: string };
  const big = await upload(page, "lake.jpg", 2000);
  const small = await upload(page, "tiny-postcard.jpg", 500);
  const scene = await page.request.post("/api/scenes", {
    headers: fromApp(page),
    data: {
      movieId: movie.id,
      sceneNumber: 1,
      title: "Wigilia u babci",
      location: "Kraków",
      elements: [
        {
          id: "t",
          elementType: "text",
          content: { text: "We sat **together**. Zażółć gęślą jaźń." },
        },
        { id: "p1", elementType: "image", content: { imageUrl: big, alt: "The lake" } },
        { id: "p2", elementType: "image", content: { imageUrl: small, alt: "A postcard" } },
      ],
    },
  });
  expect(scene.status()).toBe(201);

  await gotoHydrated(page, `/app/share?movie=${movie.id}`);
  const card = page.getByTestId("share-movie").filter({ hasText: "Sól i miód" });
  const book = card.getByTestId("keepsake-book");
  await book.getByRole("radio", { name: /US Letter/ }).check();
  await book.getByLabel(/Dedication/).fill("Dla Babci, która zachowała każde zdjęcie.");
  await book.getByRole("button", { name: "Make a keepsake book" }).click();
  const download = book.getByRole("link", { name: "Download the book (PDF)" });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(book).toContainText("Before you print");
  await expect(book).toContainText("tiny-postcard.jpg");
  await expectAccessible(page, "share screen with a keepsake book");
  await shoot(page, "keepsake-ready", { dir: SHOTS, focus: book });

  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const saved = path.join(SHOTS, "keepsake.pdf");
  await file.saveAs(saved);
});
