import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  fromApp,
  shoot,
  signUpThroughUi,
  test,
  uniqueEmail,
} from "./fixtures.ts";

// A script in production, as a writer works it from the editor's Production tab: lock the pages,
// start the Blue revision, add half a page on page 5, and print. The new material goes on 5A,
// page 6 prints exactly as it did, the changed lines carry * and the revised pages' headers name
// the Blue revision, the title page lists the revisions, and the Blue pages can be printed alone.

const SHOTS = process.env.PRODUCTION_SHOTS_DIR ?? path.join(os.tmpdir(), "production-shots");

// Twelve scenes of eighteen one-line paragraphs: about nine pages, a scene heading on each.
const SCRIPT = Array.from({ length: 12 }, (_, s) => {
  const beats = Array.from({ length: 18 }, (_, k) => `Scene ${s + 1} beat ${k + 1}.`);
  return `INT. ROOM ${s + 1} - DAY\n\n${beats.join("\n\n")}`;
}).join("\n\n");

// Thirteen paragraphs: twenty-six lines, half a page.
const ADDED = Array.from({ length: 13 }, (_, k) => `Added beat ${k + 1}.`);

interface PrintedPage {
  /** The page number as printed ("5.", "5A."), or null (the title page, page 1). */
  label: string | null;
  /** The first printed line (the header: revision and page number). */
  header: string;
  text: string;
}

function pdfPages(file: string): PrintedPage[] {
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  return text
    .split("\f")
    .filter((p) => p.trim() !== "")
    .map((p) => {
      const header = p.split("\n").find((l) => l.trim() !== "") ?? "";
      const label = /\s(\d+[A-Z]*\.)\s*$/.exec(header)?.[1] ?? null;
      return { label, header, text: p };
    });
}

/** The PDF a click on `button` downloads, page by page. */
async function downloadedPages(page: Page, button: Locator): Promise<PrintedPage[]> {
  const download = page.waitForEvent("download");
  await button.click();
  return pdfPages(await (await download).path());
}

const byLabel = (pages: PrintedPage[], label: string) => {
  const found = pages.find((p) => p.label === label);
  if (!found) throw new Error(`no page ${label} in ${pages.map((p) => p.label).join(", ")}`);
  return found;
};

test("lock the pages, start Blue, add half a page on page 5: 5A, page 6 unchanged, Blue marks", async ({
  page,
}) => {
  await signUpThroughUi(page, { name: "Rosa Alves", email: uniqueEmail("production") });
  const movie = await page.request.post("/api/movies", {
    headers: fromApp(page),
    data: { title: "The Tide" },
  });
  expect(movie.status()).toBe(201);
  const { id } = (await movie.json()) as { id: string };
  const saved = await page.request.put(`/api/movies/${id}/screenplay`, {
    headers: fromApp(page),
    data: { fountain: SCRIPT, version: 0 },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/app/develop/Movie/advanced/${id}`);
  const panel = page.getByRole("tabpanel", { name: "Production" });
  await page.getByRole("tab", { name: "Production" }).click();
  await expect(panel.getByText(/Lock them when the script goes into production/)).toBeVisible();
  // Nothing to revise before the production draft exists.
  await expect(panel.getByRole("button", { name: "Start Blue revision" })).toBeDisabled();
  await shoot(page, "production-unlocked", { dir: SHOTS, focus: panel });

  await panel.getByRole("button", { name: "Lock pages" }).click();
  await expect(page.getByText("Pages locked", { exact: true })).toBeVisible();
  await expect(panel.getByText(/^Locked since/)).toBeVisible();
  await expect(panel.getByTestId("current-revision")).toContainText("Production draft (White)");

  const exportPdf = page.getByRole("button", { name: "Export PDF" });
  const before = await downloadedPages(page, exportPdf);
  const page5 = byLabel(before, "5.");
  const page6 = byLabel(before, "6.");
  // The clean copy of a locked script carries its scene numbers.
  expect(page5.text).toMatch(/(\d+)\s+INT\. ROOM \d+ - DAY\s+\1/);

  await panel.getByRole("button", { name: "Start Blue revision" }).click();
  await expect(page.getByText("Blue Revision started", { exact: true })).toBeVisible();
  await expect(panel.getByTestId("current-revision")).toContainText("Blue Revision");
  await expect(panel.getByRole("button", { name: "Start Pink revision" })).toBeEnabled();

  // Half a page after the first line of the scene that starts on page 5, typed in the editor.
  const heading = /INT\. ROOM (\d+) - DAY/.exec(page5.text)?.[0] as string;
  expect(heading).toBeTruthy();
  await page.getByRole("tab", { name: "Scenes" }).click();
  await page
    .getByRole("navigation", { name: "Scene navigator" })
    .getByRole("button", { name: new RegExp(heading.replace(/\./g, "\\.")) })
    .click();
  const editor = page.locator(".cm-content");
  await expect(editor).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("End");
  await page.keyboard.insertText(`\n\n${ADDED.join("\n\n")}`);
  await expect(editor).toContainText("Added beat 13.");
  await expect(page.getByTestId("save-status")).toHaveText("Saved");

  await page.getByRole("tab", { name: "Production" }).click();
  const marked = await downloadedPages(
    page,
    panel.getByRole("button", { name: "Whole script with marks" }),
  );
  const labels = marked.map((p) => p.label);
  const at5 = labels.indexOf("5.");
  expect(labels.slice(at5, at5 + 3)).toEqual(["5.", "5A.", "6."]);
  // The revised pages' headers name the revision; the new lines carry * in the right margin.
  for (const label of ["5.", "5A."]) {
    expect(byLabel(marked, label).header).toMatch(/Blue Revision \d{1,2}\/\d{1,2}\/\d{4}\s+5A?\.$/);
  }
  const addedLines = marked
    .flatMap((p) => p.text.split("\n"))
    .filter((l) => /Added beat \d+\./.test(l));
  expect(addedLines).toHaveLength(13);
  for (const line of addedLines) expect(line).toMatch(/Added beat \d+\.\s+\*$/);
  // Page 6 prints exactly what it printed when locked: no header, no mark.
  expect(byLabel(marked, "6.").text).toBe(page6.text);
  expect(byLabel(marked, "6.").text).not.toContain("*");
  // The title page lists the production draft and the Blue revision.
  const title = marked[0]?.text ?? "";
  expect(title).toMatch(/Production Draft \(White\) \d{1,2}\/\d{1,2}\/\d{4}/);
  expect(title).toMatch(/Blue Revision \d{1,2}\/\d{1,2}\/\d{4}/);

  // The clean copy keeps the locked numbers too: 5, 5A, then page 6 as it was.
  const after = await downloadedPages(page, exportPdf);
  const afterLabels = after.map((p) => p.label);
  const after5 = afterLabels.indexOf("5.");
  expect(afterLabels.slice(after5, after5 + 3)).toEqual(["5.", "5A.", "6."]);
  expect(byLabel(after, "6.").text).toBe(page6.text);
  expect(byLabel(after, "5A.").text).not.toContain("Blue Revision");

  // Only the Blue pages (after the title page that lists the revisions).
  const blueOnly = await downloadedPages(
    page,
    panel.getByRole("button", { name: "Blue pages only" }),
  );
  expect(blueOnly.map((p) => p.label)).toEqual([null, "5.", "5A."]);
  expect(blueOnly[0]?.text).toMatch(/Blue Revision/);

  // A report from the same panel: the scenes, as CSV a spreadsheet opens.
  const csvDownload = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Scenes report as CSV" }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/scenes\.csv$/);

  await expectAccessible(page, "production panel");
  await shoot(page, "production-blue", { dir: SHOTS, focus: panel });
});
