import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, fromApp, signUpThroughUi, test, uniqueEmail } from "./fixtures.ts";

// Pages like Final Draft's: a speech that reaches the foot of a page splits at a
// sentence end with (MORE) and goes on under NAME (CONT'D), in the live preview and in the PDF
// (one paginator); the automatic CONT'D switch beside the export buttons changes both.

const SHOTS = process.env.PAGES_SHOTS_DIR ?? path.join(os.tmpdir(), "pages-shots");

// Manuel's long speech starts low on page 1 and crosses to page 2; Rosa speaks again after
// action twice (automatic continueds).
const SCRIPT = `INT. KITCHEN - NIGHT

A single bulb over the table. ROSA (19) folds a letter in three, unfolds it, folds it again.

Her father MANUEL (60s) stands at the stove with his back to her. The kettle ticks as it cools.

ROSA
The boat leaves at six.

Manuel does not turn around.

ROSA
I will write every Sunday.

MANUEL
You said that about Lisbon.

ROSA
Lisbon was a week. This is a life.

She pushes the letter across the table. He looks at it and does not pick it up.

Outside, the wind works at the shutters. Somewhere down the hill a dog barks twice and gives up. The clock on the shelf has stopped at twenty past four; nobody has wound it since the winter.

Manuel wipes his hands on a towel, slowly, one finger at a time, the way he mends nets. He sits down across from her. For a long moment neither of them speaks.

ROSA
Say something.

He folds the towel into a square and lays it on the table between them, like a flag.

MANUEL
Your mother crossed that sea once. She came back with nothing but a cough and a wooden saint. She never told me what she saw over there, and I never asked her, because some things you carry alone.
(beat)
I am not asking you either. I am only telling you that the sea does not give back what it takes. It keeps the boats, it keeps the men, and it keeps the daughters who promise to write every Sunday. I have stood on that dock more times than you have been alive. I know what it sounds like when a promise goes under.

Rosa stands. The chair scrapes on the tiles.

ROSA
Then come to the dock tomorrow and listen to this one.

She goes out.
`;

async function shoot(page: Page, name: string, focus: Locator) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    // A phone's preview reads the script reflowed; these shots are of the pages as printed.
    const pages = page.getByRole("region", { name: "Preview" }).getByRole("button", {
      name: "Pages",
    });
    if ((await pages.isVisible()) && (await pages.getAttribute("aria-pressed")) !== "true") {
      await pages.click();
    }
    // Centred in whatever scrolls it (the page on a phone, the preview's own pane on desktop).
    await focus.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}.png`) });
  }
}

/** The text of the PDF a click on "Export PDF" downloads. */
async function exportedPdfText(page: Page): Promise<string> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export PDF" }).click();
  const file = await (await download).path();
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

test("a long speech splits across pages with (MORE)/(CONT'D); the auto-CONT'D switch changes preview and PDF", async ({
  page,
}) => {
  await signUpThroughUi(page, { name: "Rosa Alves", email: uniqueEmail("pages") });
  const movie = await page.request.post("/api/movies", {
    headers: fromApp(page),
    data: { title: "The Crossing" },
  });
  expect(movie.status()).toBe(201);
  const { id } = (await movie.json()) as { id: string };
  const saved = await page.request.put(`/api/movies/${id}/screenplay`, {
    headers: fromApp(page),
    data: { fountain: SCRIPT, version: 0 },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/app/develop/Movie/advanced/${id}`);
  const preview = page.getByRole("region", { name: "Preview" });
  const page1 = preview.getByRole("group", { name: "Page 1" });
  const page2 = preview.getByRole("group", { name: "Page 2" });

  // Cut after the last sentence that fits, in the middle of a line; (MORE) ends the page.
  const kind = (p: Locator, k: string) => p.locator(`[data-kind="${k}"]`);
  await expect(kind(page1, "more")).toHaveText(["(MORE)"]);
  await expect(kind(page1, "dialogue").last()).toHaveText("promise to write every Sunday.");
  await expect(kind(page2, "character").first()).toHaveText("MANUEL (CONT'D)");
  await expect(kind(page2, "dialogue").first()).toHaveText("I have stood on that dock more times");
  // Rosa speaks again after action: her cue says so, twice on page 1.
  await expect(kind(page1, "character").filter({ hasText: "ROSA (CONT'D)" })).toHaveCount(2);
  await shoot(page, "split-speech-preview", kind(page1, "more"));

  const sw = page.getByRole("switch", { name: /Auto \(CONT'D\)/ });
  await expect(sw).toBeChecked();
  let pdf = await exportedPdfText(page);
  expect(pdf).toContain("ROSA (CONT'D)");
  expect(pdf).toMatch(/promise to write every Sunday\.\s+\(MORE\)/);
  expect(pdf).toMatch(/2\.\s+MANUEL \(CONT'D\)\s+I have stood on that dock more times/);

  // Off: cues print as written in the preview and the PDF; page-break markers stay.
  const toggle = page.locator("label", { has: sw });
  await toggle.click();
  await expect(sw).not.toBeChecked();
  await expect(kind(page1, "character").filter({ hasText: "ROSA (CONT'D)" })).toHaveCount(0);
  await expect(kind(page1, "more")).toHaveText(["(MORE)"]);
  await expect(kind(page2, "character").first()).toHaveText("MANUEL (CONT'D)");
  pdf = await exportedPdfText(page);
  expect(pdf).not.toContain("ROSA (CONT'D)");
  expect(pdf).toContain("MANUEL (CONT'D)");
  expect(pdf).toContain("(MORE)");

  // The choice is remembered on this device.
  await page.reload();
  await expect(sw).not.toBeChecked();
  // By keyboard too: the switch takes focus and Space turns it back on.
  await sw.focus();
  await page.keyboard.press("Space");
  await expect(sw).toBeChecked();
  await expect(kind(page1, "character").filter({ hasText: "ROSA (CONT'D)" })).toHaveCount(2);
  await shoot(page, "export-toolbar", page.getByRole("group", { name: "Export" }));
});
