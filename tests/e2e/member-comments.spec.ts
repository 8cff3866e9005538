import path from "node:path";
import type { Page } from "@playwright/test";
import {
  consentAnswered,
  expect,
  expectAccessible,
  fromApp,
  shoot,
  signUpByApi,
  test,
  uniqueEmail,
  watchPage,
} from "./fixtures.ts";

// Commenting while writing together: the owner shares a screenplay with someone to comment; they
// select words in the (read-only) editor and comment; the owner finds the thread on those words
// and answers; the commenter reads the answer.
const dir = path.resolve("screenshots");
const MARKER = ".cm-comment-marker[data-comment-ids]";

// Double-clicks a word of the editor's text where it is drawn (a line is wider than its words).
async function selectWord(page: Page, word: string): Promise<void> {
  const box = await page.locator(".cm-content").evaluate((content, w) => {
    const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(w) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + w.length);
      const rect = range.getBoundingClientRect();
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    }
    return null;
  }, word);
  expect(box, `“${word}” in the editor`).toBeTruthy();
  await page.mouse.dblclick(box?.x ?? 0, box?.y ?? 0);
}

// The side panel remembers being open across visits: it is opened only when it is not.
async function openComments(page: Page) {
  const panel = page.getByRole("complementary", { name: "Comments" });
  const toggle = page.getByRole("button", { name: /^Comments/ });
  await expect(toggle).toBeVisible();
  if (!(await panel.isVisible())) await toggle.click();
  return panel;
}

test("a commenter comments on words, the owner answers in the thread, the commenter reads it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await consentAnswered(page);
  const ownerProblems = await watchPage(page);
  await page.goto("/");
  await signUpByApi(page, { email: uniqueEmail("owner"), name: "Maya Reis" });
  const made = await page.request.post("/api/movies", {
    headers: fromApp(page),
    data: { title: "The Kettle", genre: "drama" },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const movieId = ((await made.json()) as { id: string }).id;
  const saved = await page.request.put(`/api/movies/${movieId}/screenplay`, {
    headers: fromApp(page),
    data: {
      fountain: "INT. KITCHEN - DAY\n\nThe kettle sings.\n\nRain taps the window.\n",
      version: 0,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The owner invites someone to comment; they sign up and accept.
  const email = uniqueEmail("commenter");
  const invited = await page.request.post(`/api/movies/${movieId}/collaborators`, {
    headers: fromApp(page),
    data: { email, role: "commenter" },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const token = new URL(((await invited.json()) as { inviteUrl: string }).inviteUrl).pathname
    .split("/")
    .pop();
  const commenterContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const commenter = await commenterContext.newPage();
  await consentAnswered(commenter);
  const commenterProblems = await watchPage(commenter);
  await commenter.goto("/");
  await signUpByApi(commenter, { email, name: "Ben Alves" });
  const accepted = await commenter.request.post(`/api/invitations/${token}/accept`, {
    headers: fromApp(commenter),
    data: {},
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  // The commenter opens the screenplay: read-only, with no Comment button until words are chosen.
  const editorRoute = `/app/develop/Movie/advanced/${movieId}`;
  await commenter.goto(editorRoute);
  await expect(commenter.locator(".cm-content")).toContainText("The kettle sings.");
  // The co-writer writes into the script: it is the owner's and editors', not a commenter's.
  await expect(commenter.getByRole("button", { name: /Co-writer/ })).toHaveCount(0);
  const commentButton = commenter.getByRole("button", { name: "Comment", exact: true });
  await expect(commentButton).toHaveCount(0);
  await selectWord(commenter, "kettle");
  await expect(commentButton).toBeVisible();
  await expect(commentButton).toHaveAttribute("title", /Alt\+M|⌘⌥M/);
  await commentButton.click();
  const box = commenter.getByRole("dialog", { name: "Comment" });
  await expect(box.getByText("“kettle”")).toBeVisible();
  await box.getByLabel("Your comment").fill("Is it whistling, or singing? Say which.");
  await expectAccessible(commenter, "the comment box");
  await shoot(commenter, "member-comment-box", { dir });
  await box.getByRole("button", { name: "Comment" }).click();
  await expect(box).toHaveCount(0);

  // The new thread is in the panel and in the margin.
  const panel = commenter.getByRole("complementary", { name: "Comments" });
  const mine = panel.getByRole("article", { name: "Comment by Ben Alves (you)" });
  await expect(mine.getByText("Is it whistling, or singing? Say which.")).toBeVisible();
  await expect(mine.getByRole("button", { name: "“kettle”" })).toBeVisible();
  await expect(commenter.locator(`.cm-comment-gutter ${MARKER}`)).toHaveCount(1);

  // The owner sees it on those words and answers.
  await page.goto(editorRoute);
  await expect(page.getByRole("button", { name: /Co-writer/ })).toBeVisible();
  await expect(page.locator(".cm-content")).toContainText("Rain taps the window.");
  await expect(page.locator(`.cm-comment-gutter ${MARKER}`)).toHaveCount(1);
  const ownerPanel = await openComments(page);
  const thread = ownerPanel.getByRole("article", { name: "Comment by Ben Alves" });
  await expect(thread.getByRole("button", { name: "“kettle”" })).toBeVisible();
  await expect(thread.getByRole("button", { name: /Block/ })).toHaveCount(0);
  await thread.getByRole("button", { name: "Reply" }).click();
  await thread.getByLabel("Your reply to Ben Alves").fill("Singing. It is a happy kettle.");
  await thread.getByRole("button", { name: "Send reply" }).click();
  await expect(thread.getByText("Singing. It is a happy kettle.")).toBeVisible();

  // The commenter reads the answer when the list is next fetched.
  await commenter.reload();
  await expect(commenter.locator(".cm-content")).toContainText("Rain taps the window.");
  const reread = await openComments(commenter);
  const answered = reread.getByRole("article", { name: "Comment by Ben Alves (you)" });
  await expect(answered.getByText("Maya Reis (writer)")).toBeVisible();
  await expect(answered.getByText("Singing. It is a happy kettle.")).toBeVisible();
  await expectAccessible(commenter, "the comments panel");

  // The panel with the thread, on a laptop and on a phone (where it is a sheet).
  await commenter.screenshot({ path: path.join(dir, "member-comment-thread-1280.png") });
  await commenter.setViewportSize({ width: 390, height: 844 });
  await commenter.reload();
  await expect(commenter.locator(".cm-content")).toContainText("Rain taps the window.");
  await commenter.getByRole("button", { name: /^Comments/ }).click();
  const sheet = commenter.getByRole("dialog", { name: "Comments" });
  await expect(sheet.getByText("Singing. It is a happy kettle.")).toBeVisible();
  await commenter.waitForTimeout(300);
  await commenter.screenshot({ path: path.join(dir, "member-comment-thread-390.png") });

  // The guided cards and the beat board, read as they are: nothing to change, no suggestions.
  await commenter.goto(`/app/develop/Movie/${movieId}`);
  await expect(commenter.getByText("Maya Reis shared this movie with you to read")).toBeVisible();
  const protagonist = commenter.getByTestId("card-protagonist");
  await expect(protagonist.getByText("Nobody has written this card yet.")).toBeVisible();
  await expect(protagonist.getByRole("textbox").first()).not.toBeEditable();
  await expect(commenter.getByRole("button", { name: "Keep this suggestion" })).toHaveCount(0);
  await expect(commenter.getByRole("button", { name: "Save and mark complete" })).toHaveCount(0);
  await expectAccessible(commenter, "a shared movie's cards");
  await commenter.screenshot({ path: path.join(dir, "shared-movie-cards-390.png") });
  await commenter.setViewportSize({ width: 1280, height: 800 });
  await commenter.screenshot({ path: path.join(dir, "shared-movie-cards-1280.png") });

  expect(ownerProblems).toEqual([]);
  expect(commenterProblems).toEqual([]);
  await commenterContext.close();
});
