import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, fromApp, shoot as shootAt, signUpThroughUi, test } from "./fixtures.ts";

// Develop and Share end to end: captured scenes → basic view (protagonist,
// logline, beat board) → first draft → an edit in the advanced view → the preview and the PDF
// show it → a share link read in a fresh browser → revoked → 404.

// Compiling over edited text answers 409 would_overwrite by design (the app then asks).
test.use({ allowConsole: [/status of 409 \(Conflict\)/] });

const SHOTS = process.env.DEVELOP_SHOTS_DIR ?? path.join(os.tmpdir(), "develop-shots");
const EDIT = "Adeus, mar azul.";
const shoot = (page: Page, name: string, focus?: Locator) =>
  shootAt(page, name, { dir: SHOTS, focus });

type Json = Record<string, unknown>;

// Capture through the API from the page's session (the capture UI has its own tests).
async function captureStory(page: Page) {
  const post = async (url: string, data: Json) => {
    const response = await page.request.post(url, { headers: fromApp(page), data });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
    return (await response.json()) as Json & { id: string };
  };
  const movie = await post("/api/movies", {
    title: "The Crossing",
    description: "A fisherman's daughter leaves her village to build a family across the sea.",
    genre: "drama",
  });
  const rosa = await post("/api/characters", {
    movieId: movie.id,
    name: "Rosa",
    description: "19, quick to laugh, slow to cry",
  });
  const letter = await post("/api/scenes", {
    movieId: movie.id,
    sceneNumber: 1,
    title: "The letter",
    location: "Kitchen",
    characterIds: [rosa.id],
    elements: [
      { id: "t1", elementType: "text", content: { text: "Rosa reads the letter twice." } },
      {
        id: "q1",
        elementType: "quote",
        content: { quote: "I am going. Nobody can stop me now.", author: "Rosa" },
      },
    ],
  });
  const leaving = await post("/api/scenes", {
    movieId: movie.id,
    sceneNumber: 2,
    title: "Leaving day",
    elements: [
      {
        id: "c1",
        elementType: "calendar",
        content: { date: "1961-03-03", title: "Ship leaves Lisbon", startTime: "06:00" },
      },
    ],
  });
  const harbour = await post("/api/scenes", {
    movieId: movie.id,
    sceneNumber: 3,
    title: "The harbour",
    location: "Harbor",
    elements: [
      { id: "t2", elementType: "text", content: { text: "Her father does not come to the dock." } },
    ],
  });
  return { movieId: movie.id, scenes: { letter, leaving, harbour } };
}

async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  return { context, page };
}

test("develop a captured story into a screenplay, share it and revoke the link", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughUi(page, { name: "Rosa Alves" });
  const { movieId } = await captureStory(page);

  // Develop home: the movie's progress and what comes next.
  await page.goto("/app/develop");
  const card = page.getByTestId("develop-movie").filter({ hasText: "The Crossing" });
  await expect(card).toContainText("0/3 scenes on beats");
  await expect(card).toContainText("Next step");
  await shoot(page, "develop-home");

  // Movie selection leads to the basic view.
  await page.goto("/app/develop/Movie");
  await page
    .getByRole("main")
    .getByRole("link", { name: /The Crossing/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/develop/Movie/${movieId}$`));

  // Logline, pre-filled from the movie's description, rewritten and completed.
  const logline = page.getByTestId("card-logline");
  await expect(logline.getByLabel("Logline")).toHaveValue(/fisherman's daughter/);
  await logline
    .getByLabel("Logline")
    .fill("A fisherman's daughter crosses the sea with one suitcase to build a family.");
  await logline.getByRole("button", { name: "Save and mark complete" }).click();
  await expect(logline.getByText("Complete", { exact: true })).toBeVisible();

  // Protagonist: the writer, suggested from their entry on the Characters page ("Rosa" is Rosa
  // Alves, who signed up), labelled as a suggestion until kept or changed.
  const protagonist = page.getByTestId("card-protagonist");
  await expect(protagonist.getByLabel(/^Name/)).toHaveValue("Rosa");
  await expect(protagonist.getByText("A suggestion", { exact: true })).toBeVisible();
  await protagonist.getByLabel(/^Role in the story/).fill("The daughter who leaves");
  await protagonist.getByRole("button", { name: "Save and mark complete" }).click();
  await expect(protagonist.getByText("Complete", { exact: true })).toBeVisible();

  // Settings come from where the scenes happen; a calendar event's title is no place.
  const setting = page.getByTestId("card-setting");
  await expect(setting.getByLabel("Setting")).toHaveValue(/Kitchen/);
  await expect(setting.getByLabel("Setting")).toHaveValue(/Harbor/);
  await expect(setting.getByLabel("Setting")).not.toHaveValue(/Ship leaves Lisbon/);
  await shoot(page, "basic-view");

  // Beat board: one scene by the keyboard path (the beat picker on the card), one by dragging.
  await page.getByLabel("Beat for The letter").selectOption("catalyst");
  await expect(page.getByTestId("beat-catalyst")).toContainText("The letter");
  await page.getByLabel("Beat for The harbour").focus();
  await page.getByLabel("Beat for The harbour").selectOption("finale");
  await expect(page.getByTestId("beat-finale")).toContainText("The harbour");
  const grip = page.getByRole("button", { name: "Drag Leaving day" });
  await grip.scrollIntoViewIfNeeded();
  const from = await grip.boundingBox();
  const target = page.getByTestId("beat-break_into_two");
  await target.scrollIntoViewIfNeeded();
  const fromAgain = await grip.boundingBox();
  const to = await target.boundingBox();
  expect(from && fromAgain && to).toBeTruthy();
  if (fromAgain && to) {
    await page.mouse.move(fromAgain.x + fromAgain.width / 2, fromAgain.y + fromAgain.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
  }
  await expect(target).toContainText("Leaving day");
  // The board saves as the cards move.
  await expect(page.getByText("The first draft follows this order.")).toBeVisible();
  await shoot(page, "beat-board", page.getByTestId("beat-catalyst"));

  // Advanced view: write the first draft from the scenes.
  await page.getByRole("link", { name: /Open the advanced view/ }).click();
  await expect(page).toHaveURL(new RegExp(`/app/develop/Movie/advanced/${movieId}$`));
  await page.getByRole("button", { name: "Write the first draft from my scenes" }).first().click();
  const editor = page.locator(".cm-content");
  await expect(editor).toContainText("I am going. Nobody can stop me now.");
  await expect(editor).toContainText("EXT. HARBOR");
  // The beat board's order: the letter (catalyst), leaving day (break into two, its date on
  // screen), the harbour.
  const text = (await editor.innerText()).replace(/\u00a0/g, " ");
  expect(text.indexOf("KITCHEN")).toBeLessThan(text.indexOf("SUPER: MARCH 3, 1961"));
  expect(text.indexOf("SUPER: MARCH 3, 1961")).toBeLessThan(text.indexOf("HARBOR"));

  // Edit a line of dialogue; the preview follows and the document is saved.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview).not.toContainText(EDIT);
  await editor.getByText("I am going. Nobody can stop me now.").click();
  await page.keyboard.press("End");
  await page.keyboard.type(` ${EDIT}`);
  await expect(preview.getByRole("group", { name: "Page 1" })).toContainText(EDIT);
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", {
    timeout: 15_000,
  });
  // Element keys: Tab turns a new line into a character cue, Enter continues into dialogue.
  await editor.getByText("Her father does not come to the dock.").click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("marta");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Write to me.");
  await expect(editor).toContainText("MARTA");
  const lastPage = preview.getByRole("group", { name: "Page 1" });
  await expect(lastPage.locator('[data-kind="character"]', { hasText: "MARTA" })).toBeVisible();
  await expect(
    lastPage.locator('[data-kind="dialogue"]', { hasText: "Write to me." }),
  ).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", {
    timeout: 15_000,
  });
  await shoot(page, "advanced-view");

  // The panels are tabs: arrow keys move between them, and the editor keeps its text meanwhile.
  await page.getByRole("tab", { name: "Script" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Title page" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("tabpanel", { name: "Title page" })).toBeVisible();
  await expect(editor).toBeHidden();
  await page.getByRole("tab", { name: "Script" }).click();
  await expect(editor).toContainText(EDIT);

  // Compiling again asks before it replaces the edits; keep them.
  await page.getByRole("button", { name: "Rewrite from my scenes" }).click();
  const ask = page.getByRole("alertdialog", { name: "Replace your edits with a new draft?" });
  await expect(ask).toBeVisible();
  await shoot(page, "overwrite-dialog");
  await ask.getByRole("button", { name: "Keep my edits" }).click();
  await expect(editor).toContainText(EDIT);

  // The PDF has the edit, and as many pages as the preview (plus its title page).
  const summary = page.getByTestId("preview-summary");
  const previewPages = Number(await summary.getAttribute("data-page-count"));
  const titlePages = Number(await summary.getAttribute("data-title-page"));
  expect(previewPages).toBeGreaterThan(0);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export PDF" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await page.request.get(`/api/movies/${movieId}/screenplay.pdf`);
  expect(pdf.status()).toBe(200);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "develop-pdf-"));
  const file = path.join(dir, "script.pdf");
  fs.writeFileSync(file, await pdf.body());
  const pdfText = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  expect(pdfText).toContain(EDIT);
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const pdfPages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  expect(pdfPages).toBe(previewPages + titlePages);

  // Share the movie.
  await page.goto(`/app/share?movie=${movieId}`);
  const shareCard = page.getByTestId("share-movie").filter({ hasText: "The Crossing" });
  await expect(shareCard).toContainText("Private");
  await shareCard.getByRole("button", { name: "Create link" }).click();
  const active = shareCard.getByTestId("active-link");
  await expect(active).toBeVisible();
  await expect(shareCard).toContainText("Shared");
  await expect(active.getByRole("link", { name: "Send by WhatsApp" })).toHaveAttribute(
    "href",
    /wa\.me.*The%20Crossing/,
  );
  // A private story goes to people first: the messaging services, in the order people send a link
  // (the phone's Messages and Messenger need a phone, or the browser's share dialog, which desktop
  // Chromium on Linux does not have); the public networks wait behind a step of their own.
  await expect(active.getByRole("link", { name: /^Send by / })).toHaveText([
    "Email",
    "WhatsApp",
    "Telegram",
  ]);
  await expect(active.getByRole("button", { name: "Send by Facebook Messenger" })).toHaveCount(0);
  await expect(active.getByRole("link", { name: /^Post on / })).toHaveCount(0);
  await active.getByText("Post it on a public network").click();
  await expect(active.getByRole("link", { name: /^Post on / })).toHaveCount(6);
  await expect(active.getByRole("link", { name: /^Post on / }).first()).toHaveAccessibleName(
    "Post on Facebook",
  );
  const url = await active.getByRole("textbox").inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
  await shoot(page, "share");

  // A stranger opens the link: no session, the pages are there.
  const reader = await freshPage(browser, baseURL);
  const readerErrors: string[] = [];
  reader.page.on("pageerror", (e) => readerErrors.push(e.message));
  const opened = await reader.page.goto(url);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(reader.page).toHaveTitle(/The Crossing/);
  await expect(reader.page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(reader.page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    /The Crossing/,
  );
  await expect(reader.page.getByRole("group", { name: "Title page" })).toContainText(
    "THE CROSSING",
  );
  await expect(reader.page.getByRole("group", { name: "Page 1" })).toContainText(EDIT);
  await expect(reader.page.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
    "href",
    /\/s\/.+\.pdf$/,
  );
  const sharedPdf = await reader.page.request.get(`${url}.pdf`);
  expect(sharedPdf.status()).toBe(200);
  // A first visit asks about analytics cookies (after a second); answer it before the picture.
  const reject = reader.page.getByRole("button", { name: "Reject All" });
  await reject.waitFor({ timeout: 4_000 }).then(
    () => reject.click(),
    () => undefined,
  );
  await shoot(reader.page, "shared-page");
  expect(readerErrors).toEqual([]);

  // Revoke: the link answers 404 at once.
  await active.getByRole("button", { name: "Revoke link" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(shareCard).toContainText("Private");
  const gone = await reader.page.goto(url);
  expect(gone?.status()).toBe(404);
  await expect(
    reader.page.getByText("Sorry, the page you're looking for doesn't exist."),
  ).toBeVisible();
  expect((await reader.page.request.get(`${url}.pdf`)).status()).toBe(404);
  await reader.context.close();

  // Import a Fountain file over the script, then restore the edited text from the versions.
  await page.goto(`/app/develop/Movie/advanced/${movieId}`);
  await expect(editor).toContainText(EDIT);
  await page.getByLabel("Import a .fountain or .fdx file").setInputFiles({
    name: "storm.fountain",
    mimeType: "text/plain",
    buffer: Buffer.from(
      "EXT. LIGHTHOUSE - NIGHT\n\nThe storm breaks.\n\nKEEPER\nHold the light!\n",
    ),
  });
  await expect(editor).toContainText("EXT. LIGHTHOUSE - NIGHT");
  await expect(preview.getByRole("group", { name: "Page 1" })).toContainText("Hold the light!");
  await page.getByRole("button", { name: "Versions" }).click();
  const versions = page.getByRole("dialog", { name: "Versions" });
  await expect(versions.getByText("Imported file")).toBeVisible();
  const candidates = versions.getByRole("listitem");
  // The newest version that still holds the edit: view it, then restore it.
  let restored = false;
  for (let i = 0; i < (await candidates.count()) && !restored; i += 1) {
    await candidates.nth(i).getByRole("button", { name: "View" }).click();
    const viewer = page.getByRole("dialog");
    const page1 = viewer.getByRole("group", { name: "Page 1" });
    await expect(page1).toBeVisible();
    if (((await page1.textContent()) ?? "").includes("Adeus")) {
      await viewer.getByRole("button", { name: "Restore this version" }).click();
      restored = true;
    } else {
      await viewer.getByRole("button", { name: "Back to all versions" }).click();
    }
  }
  expect(restored).toBe(true);
  await expect(editor).toContainText(EDIT);
  await expect(editor).not.toContainText("LIGHTHOUSE");
});
