import { request, type APIRequestContext, type Page } from "@playwright/test";
import { expect, fromApp, shoot, test } from "./fixtures.ts";
import { FOUNTAIN, LINE, lineBeside, writerWithScreenplay } from "./readers-circle.ts";

// The writer's side of the readers' circle: readers comment and react on a shared screenplay
// with no account; the writer sees both beside the lines in the editor and in the Comments list,
// keeps writing above the commented line and the comment stays beside its words, resolves and
// replies; turning the link off hides the comments from readers and keeps them for the writer.

const SHOTS = "/tmp/rc-shots";
// A marker in the margin for one or more threads (the margin's spacer has none).
const MARKER = ".cm-comment-marker[data-comment-ids]";

/** The text of the editor line beside the comment marker (margin or pin). */
async function lineBesideMarker(page: Page): Promise<string | null> {
  return page.evaluate((selector) => {
    const pin = document.querySelector(".cm-content .cm-comment-pin");
    if (pin) return pin.closest(".cm-line")?.textContent ?? null;
    const marker = document.querySelector(`.cm-comment-gutter ${selector}`);
    if (!marker) return null;
    const y = marker.getBoundingClientRect().top + 4;
    const line = [...document.querySelectorAll(".cm-content .cm-line")].find((l) => {
      const r = l.getBoundingClientRect();
      return r.top <= y && y < r.bottom;
    });
    return line?.textContent ?? null;
  }, MARKER);
}

test("readers' comments sit beside their lines in the editor and stay there while the writer writes", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { movieId, link } = await writerWithScreenplay(page, FOUNTAIN);

  // Readers: no account, no cookie.
  const reader: APIRequestContext = await request.newContext({ baseURL });
  const origin = { origin: baseURL ?? "" };
  const commented = await reader.post(`/api/share/${link.token}/comments`, {
    headers: origin,
    data: {
      name: "Rui",
      body: "Was the lamp really green? <b>I</b> remember it red.",
      anchor: { quote: "the lamp burning", prefix: "I left ", suffix: " for you.", line: 5 },
    },
  });
  expect(commented.status(), await commented.text()).toBe(201);
  const reacted = await reader.post(`/api/share/${link.token}/comments`, {
    headers: origin,
    data: { name: "Ana", reaction: "heart", sceneIndex: 0 },
  });
  expect(reacted.status(), await reacted.text()).toBe(201);

  // The writer opens the editor: both in the margin, and a count on the Comments switch.
  await page.goto(`/app/develop/Movie/advanced/${movieId}`);
  const editor = page.getByRole("textbox", { name: "Screenplay text (Fountain)" });
  await expect(editor).toContainText(LINE);
  const comments = page.getByRole("button", { name: /^Comments/ });
  await expect(comments).toHaveAccessibleName("Comments 1 open");
  await expect(page.locator(`.cm-comment-gutter ${MARKER}`)).toHaveCount(2);
  await expect.poll(() => lineBesideMarker(page)).toBe("INT. LIGHTHOUSE - NIGHT");
  await expect(page.locator('.cm-comment-marker[data-comment-ids^="reactions"]')).toHaveCount(1);
  const readerMarker = page.locator(`${MARKER}:not([data-comment-ids^="reactions"])`);
  const besideReader = () => lineBeside(readerMarker);
  await expect.poll(besideReader).toBe(LINE);

  // The marker opens the list at the comment.
  await readerMarker.click();
  const panel = page.getByRole("complementary", { name: "Comments" });
  const thread = panel.getByRole("article", { name: "Comment by Rui" });
  await expect(thread).toContainText("Was the lamp really green? <b>I</b> remember it red.");
  await expect(thread.getByRole("button", { name: "“the lamp burning”" })).toBeVisible();
  await expect(panel.getByRole("region", { name: "Reactions" })).toContainText("Love");
  await shoot(page, "writer-margin-panel", { dir: SHOTS });

  // New lines above the commented one, saved; the list is fetched again after the save.
  const traffic: string[] = [];
  page.on("response", (r) => {
    if (r.url().endsWith(`/api/movies/${movieId}/screenplay`) && r.request().method() === "PUT")
      traffic.push("save");
    if (r.url().endsWith(`/api/movies/${movieId}/comments`) && r.request().method() === "GET")
      traffic.push("comments");
  });
  await editor.click();
  await page.keyboard.press("Control+Home");
  await page.keyboard.type("FADE IN:\n\nA storm gathers over the sea.\n\n");
  const saved = async () =>
    (
      (await (await page.request.get(`/api/movies/${movieId}/screenplay`)).json()) as {
        fountain: string;
      }
    ).fountain;
  await expect.poll(saved, { timeout: 15_000 }).toContain("A storm gathers over the sea.");
  await expect.poll(() => traffic.lastIndexOf("comments") > traffic.lastIndexOf("save")).toBe(true);
  // The server placed the comment on the line's new number, and the marker is still beside it.
  const placed = (await (await page.request.get(`/api/movies/${movieId}/comments`)).json()) as {
    comments: { anchor: { line: number | null } | null }[];
  };
  const moved = (await saved()).split("\n").indexOf(LINE);
  expect(moved).toBeGreaterThan(5);
  expect(placed.comments.find((c) => c.anchor)?.anchor?.line).toBe(moved);
  await expect.poll(besideReader).toBe(LINE);

  // A click on the quoted words puts the cursor on them.
  await thread.getByRole("button", { name: "“the lamp burning”" }).click();
  await expect(page.locator(".cm-activeLine")).toHaveText(LINE);

  // Resolve, then reply as the writer.
  await thread.getByRole("button", { name: "Resolve" }).click();
  await expect(thread.getByText("Resolved")).toBeVisible();
  await expect(comments).toHaveAccessibleName("Comments");
  await thread.getByRole("button", { name: "Reply" }).click();
  await thread.getByLabel("Your reply to Rui").fill("It was red. I will change it.");
  await thread.getByRole("button", { name: "Send reply" }).click();
  await expect(thread.getByText("Ines Sousa (you)")).toBeVisible();
  await expect(thread).toContainText("It was red. I will change it.");

  // Turning the link off: readers get nothing, the writer keeps the comment, marked.
  const revoked = await page.request.delete(`/api/share-links/${link.id}`, {
    headers: fromApp(page),
  });
  expect(revoked.ok(), await revoked.text()).toBe(true);
  expect((await reader.get(`/api/share/${link.token}/comments`)).status()).toBe(404);
  await page.reload();
  await page.getByRole("button", { name: /^Comments/ }).click();
  const kept = page
    .getByRole("complementary", { name: "Comments" })
    .getByRole("article", { name: "Comment by Rui" });
  await expect(kept).toContainText("From a link you turned off");
  await expect.poll(besideReader).toBe(LINE);

  // On a phone: a pin ends the line; a tap opens the comment in the sheet.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator(".cm-content .cm-comment-pin").first()).toBeVisible();
  await shoot(page, "writer-margin", { dir: SHOTS });
  await page.locator('.cm-content .cm-comment-pin:not([data-comment-ids^="reactions"])').click();
  const sheet = page.getByRole("dialog", { name: "Comments" });
  await expect(sheet.getByRole("article", { name: "Comment by Rui" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/writer-sheet-390.png` });
  await reader.dispose();
});
