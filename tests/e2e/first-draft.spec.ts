import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import fs from "node:fs";
import { expect, fromApp, SCREEN_SIZES, shoot, signUpThroughUi, test } from "./fixtures.ts";

// From four captured moments to a first draft a person is proud of: a photo with its caption, a
// quote by Mum, a feeling picked on the wheel, and a calendar event dated with the picker to
// July 1998 (a month is all one remembers). The scenes keep the feeling as a chip and the date as
// data; Develop suggests the writer as the protagonist; the draft shows the photograph as an
// insert with its caption, Mum speaking under her cue, the writer's feeling in their voice-over
// and the year on screen. Screenshots of the composer with a feeling and the date picker
// (FIRST_DRAFT_SHOTS_DIR).

const SHOTS = process.env.FIRST_DRAFT_SHOTS_DIR ?? path.join(os.tmpdir(), "first-draft-shots");
const WRITER = "Jane Moreau";
const CAPTION = "Mum laughing on the pier at Cascais";
const QUOTE = "Don't let the sea keep you from coming home.";
const LONELY = "Even in a full room, I felt completely alone.";

const composer = (page: Page) => page.getByRole("dialog", { name: /New scene|Edit scene/ });

async function jpeg(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

// Phone then desktop size, each laid out afresh by `prepare` (which answers what to show at the
// top of the screen).
async function shootTop(page: Page, name: string, prepare: () => Promise<Locator>) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    const top = await prepare();
    await top.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}.png`) });
  }
}

async function newScene(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "New scene" }).click();
  const sheet = composer(page);
  await expect(sheet).toBeVisible();
  return sheet;
}

async function create(page: Page): Promise<void> {
  await composer(page).getByRole("button", { name: "Create", exact: true }).click();
  await expect(
    page.getByText("Your scene has been successfully created.", { exact: true }),
  ).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
}

test("four captured moments become a first draft: insert, Mum's line, the writer's voice-over, the year", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpThroughUi(page, { name: WRITER });
  const movie = await page.request.post("/api/movies", {
    headers: fromApp(page),
    data: { title: "Summers at Cascais", genre: "drama" },
  });
  expect(movie.status()).toBe(201);
  const movieId = ((await movie.json()) as { id: string }).id;
  await page.goto(`/app/movies/${movieId}/scenes`);

  // 1. A photo with its caption.
  let sheet = await newScene(page);
  await sheet
    .getByLabel("Photo or video file")
    .setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await jpeg("#2277bb") });
  await sheet.getByLabel("Caption for IMG_2041.jpg").fill(CAPTION);
  await sheet.getByLabel("Scene text").fill("The pier");
  await create(page);

  // 2. A quote by Mum.
  sheet = await newScene(page);
  await sheet.getByLabel("Scene text").fill("Her last summer there");
  await sheet.getByRole("button", { name: "Quote" }).click();
  await sheet.getByLabel("What was said").fill(QUOTE);
  await sheet.getByLabel("Who said it").fill("Mum");
  await sheet.getByRole("button", { name: "Add quote" }).click();
  await create(page);

  // 3. A feeling: its sentence goes after the text, selected as a suggestion; the feeling is kept.
  sheet = await newScene(page);
  const text = sheet.getByLabel("Scene text");
  await text.fill("The party after the funeral");
  await sheet.getByRole("button", { name: "Emotions Wheel" }).click();
  await sheet.getByRole("button", { name: /^Sad/ }).click();
  await sheet.getByRole("button", { name: /^Lonely/ }).click();
  await expect(text).toHaveValue(`The party after the funeral ${LONELY}`);
  expect(
    await text.evaluate((el) => {
      const area = el as HTMLTextAreaElement;
      return area.value.slice(area.selectionStart, area.selectionEnd);
    }),
  ).toBe(LONELY);
  await expect(sheet.getByRole("list", { name: "Feelings" })).toContainText("Lonely");
  await create(page);

  // 4. A calendar event, dated with the picker to July 1998.
  sheet = await newScene(page);
  await sheet.getByLabel("Scene text").fill("Grandma's garden");
  await sheet.getByRole("button", { name: "Calendar Import" }).click();
  await expect(sheet.getByText("Not set yet")).toBeVisible();
  await sheet.locator("label", { hasText: "Month only" }).click();
  await sheet.getByRole("combobox", { name: "Month" }).selectOption("July");
  await sheet.getByLabel("Year", { exact: true }).fill("1998");
  await sheet.getByLabel("What happened").fill("Summer at Grandma's");
  await expect(sheet.getByText("July 1998")).toBeVisible();
  await expect(sheet.getByText("Not set yet")).toHaveCount(0);
  await sheet.getByRole("button", { name: "Done" }).click();
  await create(page);

  // The scenes keep the feeling as a chip and the date as data.
  const lonely = page.getByRole("article", { name: /The party after the funeral/ });
  await expect(lonely.getByRole("list", { name: "Feelings" })).toContainText("Lonely");
  await shoot(page, "scene-card-feeling", { dir: SHOTS, focus: lonely });
  const garden = page.getByRole("article", { name: /Grandma's garden/ });
  await expect(garden).toContainText("July 1998");
  await expect(garden).not.toContainText("Not set yet");
  await shoot(page, "scene-card-date", { dir: SHOTS, focus: garden });
  const scenes = (await (await page.request.get(`/api/movies/${movieId}/scenes`)).json()) as {
    title: string;
    metadata: Record<string, unknown>;
  }[];
  expect(scenes.find((s) => s.title.startsWith("The party after the funeral"))?.metadata).toEqual({
    emotions: [{ core: "sad", feeling: "lonely" }],
  });
  expect(scenes.find((s) => s.title === "Grandma's garden")?.metadata).toEqual({
    date: { year: 1998, month: 7, day: null },
  });

  // The composer with a feeling and the date picker, at phone and desktop size.
  sheet = await newScene(page);
  await sheet.getByLabel("Scene text").fill("The drive home");
  await sheet.getByRole("button", { name: "Emotions Wheel" }).click();
  await sheet.getByRole("button", { name: /^Trust/ }).click();
  await sheet.getByRole("button", { name: /^Peaceful/ }).click();
  await sheet.getByRole("button", { name: "Calendar Import" }).click();
  await sheet.locator("label", { hasText: "Month only" }).click();
  await sheet.getByRole("combobox", { name: "Month" }).selectOption("August");
  await sheet.getByLabel("Year", { exact: true }).fill("1998");
  await shoot(page, "composer-feeling", {
    dir: SHOTS,
    focus: sheet.getByRole("list", { name: "Feelings" }),
  });
  await shootTop(page, "composer-date-picker", async () =>
    sheet.getByRole("heading", { name: "Calendar Import" }),
  );
  await sheet.getByRole("button", { name: /^Remove calendar/ }).click();
  await sheet.getByRole("button", { name: "Remove the feeling Peaceful" }).click();
  await sheet.getByLabel("Scene text").fill("");
  await sheet.getByRole("button", { name: "Cancel" }).click();
  await expect(composer(page)).toHaveCount(0);

  // Develop: the protagonist is the writer, suggested until kept.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app/develop/Movie/${movieId}`);
  const protagonist = page.getByTestId("card-protagonist");
  await expect(protagonist.getByLabel(/^Name/)).toHaveValue(WRITER);
  await expect(protagonist.getByText("A suggestion", { exact: true })).toBeVisible();
  await expect(protagonist.getByText("Suggested", { exact: true }).first()).toBeVisible();
  await shootTop(page, "protagonist-suggestion", async () => {
    await page.reload();
    await expect(protagonist.getByText("A suggestion", { exact: true })).toBeVisible();
    return protagonist;
  });
  await protagonist.getByRole("button", { name: "Keep this suggestion" }).click();
  await expect(protagonist.getByRole("status")).toHaveText("Saved");
  await expect(protagonist.getByText("A suggestion", { exact: true })).toHaveCount(0);

  // The first draft.
  await page.goto(`/app/develop/Movie/advanced/${movieId}`);
  await page.getByRole("button", { name: "Write the first draft from my scenes" }).first().click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText("INSERT - PHOTOGRAPH");
  await expect(preview).toContainText(CAPTION);
  await expect(preview).not.toContainText("IMG_2041");
  await expect(preview.locator('[data-kind="character"]', { hasText: /^MUM$/ })).toBeVisible();
  // The page wraps the line, and the preview's text joins its rows without a space.
  await expect(preview).toContainText(
    new RegExp(QUOTE.replace(/[.']/g, "\\$&").replace(/ /g, "\\s*")),
  );
  await expect(
    preview.locator('[data-kind="character"]', { hasText: /^JANE( MOREAU)? \(V\.O\.\)$/ }),
  ).toBeVisible();
  await expect(preview).toContainText(/SUPER: .*1998/);
  await shoot(page, "first-draft-preview", { dir: SHOTS, focus: preview });
});
