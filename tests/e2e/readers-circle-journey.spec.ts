import { expect, fromApp, test } from "./fixtures.ts";
import {
  FOUNTAIN,
  LINE,
  lineBeside,
  PHONE,
  reader,
  selectWords,
  writerWithScreenplay,
} from "./readers-circle.ts";

// The readers' circle end to end, as the people in it use it: a grandson on his phone selects a
// line of the shared screenplay and comments, his mother reacts on the scene; the writer finds
// both beside their lines in the editor, writes above the commented line, and the comment stays
// beside it; the writer turns the link off and the grandson's reload finds nothing.

const MARKER = ".cm-comment-gutter .cm-comment-marker[data-comment-ids]";

test("a reader's comment from a phone reaches the writer's margin and keeps to its line", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const { movieId, link } = await writerWithScreenplay(page, FOUNTAIN);
  const sharePath = `/s/${link.token}`;

  // The grandson, on his phone, selects words of the line and comments. (His last reload is of a
  // link turned off: the browser reports its 404.)
  const grandson = await reader(browser, baseURL, PHONE, [/status of 404/]);
  await grandson.page.goto(sharePath);
  await selectWords(grandson.page, "the lamp burning");
  const box = grandson.page.getByRole("dialog", { name: "Comment on these words" });
  await box.getByLabel("Your name").fill("Leo");
  await box
    .getByRole("textbox", { name: "Comment", exact: true })
    .fill("Grandpa said the lamp was red.");
  await box.getByRole("button", { name: "Send" }).click();
  await expect(grandson.page.getByText(/^Sent to .+\. Only they can see it\.$/)).toBeVisible();

  // His mother taps the scene's heading and reacts.
  const mother = await reader(browser, baseURL);
  await mother.page.goto(sharePath);
  const heading = mother.page.getByTestId("reading-view").getByRole("heading").first();
  const menu = mother.page.getByRole("dialog", { name: "React to this scene" });
  await expect(async () => {
    await heading.click();
    await expect(menu).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  await menu.getByLabel("Your name").fill("Marta");
  await menu.getByRole("button", { name: /^Love/ }).click();
  await expect(mother.page.getByText(/^Sent to .+\.$/)).toBeVisible();

  // The writer opens the editor: the comment beside its line, the reaction beside the heading.
  await page.goto(`/app/develop/Movie/advanced/${movieId}`);
  const editor = page.getByRole("textbox", { name: "Screenplay text (Fountain)" });
  await expect(editor).toContainText(LINE);
  await expect(page.locator(MARKER)).toHaveCount(2);
  const comment = page.locator(`${MARKER}:not([data-comment-ids^="reactions"])`);
  const reaction = page.locator(`${MARKER}[data-comment-ids^="reactions"]`);
  await expect.poll(() => lineBeside(comment)).toBe(LINE);
  await expect.poll(() => lineBeside(reaction)).toBe("INT. LIGHTHOUSE - NIGHT");
  await comment.click();
  await expect(
    page.getByRole("complementary", { name: "Comments" }).getByRole("article", {
      name: "Comment by Leo",
    }),
  ).toContainText("Grandpa said the lamp was red.");

  // New lines above the commented one, saved: after the list is fetched again the comment is
  // still beside its words, on the line's new number.
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
  const lineNow = (await saved()).split("\n").indexOf(LINE);
  await expect
    .poll(async () => {
      const listed = (await (await page.request.get(`/api/movies/${movieId}/comments`)).json()) as {
        comments: { name: string; anchor: { line: number | null } | null }[];
      };
      return listed.comments.find((c) => c.name === "Leo")?.anchor?.line;
    })
    .toBe(lineNow);
  await page.reload();
  await expect(page.locator(MARKER)).toHaveCount(2);
  await expect.poll(() => lineBeside(comment)).toBe(LINE);

  // The writer turns the link off: the grandson's reload is the page-not-found page.
  const revoked = await page.request.delete(`/api/share-links/${link.id}`, {
    headers: fromApp(page),
  });
  expect(revoked.status()).toBe(204);
  const reload = await grandson.page.reload();
  expect(reload?.status()).toBe(404);
  await expect(grandson.page).toHaveTitle("Page not found · Lifescript");

  for (const r of [grandson, mother]) {
    expect(r.dialogs).toEqual([]);
    expect(r.problems).toEqual([]);
  }
});
