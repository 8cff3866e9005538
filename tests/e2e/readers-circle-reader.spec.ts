import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { MovieComments } from "#contracts/share-comments.ts";
import { firstLoadJs } from "#scripts/prerender/first-load-js.ts";
import { expect, fromApp, test } from "./fixtures.ts";
import { LAPTOP, PHONE, reader, selectWords } from "./readers-circle.ts";
import { sharedStory } from "./shared-story.ts";

// The readers' circle from the readers' side: people without an account comment on words of a
// shared screenplay and react on its scenes, on a phone.

const shots = "/tmp/rc-shots";
const WORDS = "one last time";

async function writerComments(page: Page, movieId: string) {
  const response = await page.request.get(`/api/movies/${movieId}/comments`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as MovieComments).comments;
}

test.beforeAll(() => fs.mkdirSync(shots, { recursive: true }));

test("a reader on a phone comments on words and is remembered; another reacts on a scene", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/");
  const { movieId, path: sharePath } = await sharedStory(page, "The Lighthouse");

  // The comment code loads after the page, never with its first load.
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const firstLoad = firstLoadJs(clientDir, await (await page.request.get(sharePath)).text());
  expect(firstLoad.files.filter((file) => file.includes("reader-comments"))).toEqual([]);
  expect(firstLoad.files.length).toBeGreaterThan(3);

  const grandson = await reader(browser, baseURL);
  await grandson.page.goto(sharePath);
  await selectWords(grandson.page, WORDS);
  const box = grandson.page.getByRole("dialog", { name: "Comment on these words" });
  await expect(box.locator("blockquote")).toHaveText(WORDS);
  // The sheet does not cover the words it is about.
  const sheetTop = (await box.boundingBox())?.y ?? 0;
  const words = await grandson.page.evaluate(
    () => window.getSelection()?.getRangeAt(0).getBoundingClientRect().bottom ?? 0,
  );
  expect(words).toBeGreaterThan(0);
  expect(words).toBeLessThanOrEqual(sheetTop);
  // Nothing of the honeypot shows.
  await expect(box.getByLabel("Leave this field empty")).not.toBeInViewport();
  await grandson.page.screenshot({ path: path.join(shots, "comment-box-390.png") });

  await box.getByLabel("Your name").fill("Leo");
  await box
    .getByRole("textbox", { name: "Comment", exact: true })
    .fill("Grandpa told me about these stairs.");
  await box.getByRole("button", { name: "Send" }).click();
  await expect(grandson.page.getByText(/^Sent to .+\. Only they can see it\.$/)).toBeVisible();

  const after = await writerComments(page, movieId);
  expect(after).toHaveLength(1);
  expect(after[0]).toMatchObject({
    kind: "comment",
    name: "Leo",
    body: "Grandpa told me about these stairs.",
    anchor: { quote: WORDS },
  });

  // The same browser next time: the name is already there.
  await grandson.page.reload();
  await selectWords(grandson.page, WORDS);
  await expect(
    grandson.page.getByRole("dialog", { name: "Comment on these words" }).getByLabel("Your name"),
  ).toHaveValue("Leo");

  // Another reader taps the scene's heading and reacts.
  const daughter = await reader(browser, baseURL);
  await daughter.page.goto(sharePath);
  const heading = daughter.page.getByTestId("reading-view").getByRole("heading").first();
  const menu = daughter.page.getByRole("dialog", { name: "React to this scene" });
  await expect(async () => {
    await heading.click();
    await expect(menu).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  await expect(menu.getByRole("button", { name: "Comment on this scene" })).toBeVisible();
  await menu.getByLabel("Your name").fill("Marta");
  await menu.getByRole("button", { name: /^Love/ }).click();
  await expect(daughter.page.getByText(/^Sent to .+\.$/)).toBeVisible();
  expect((await writerComments(page, movieId)).filter((c) => c.kind === "reaction")).toEqual([
    expect.objectContaining({ name: "Marta", reaction: "heart", sceneIndex: 0 }),
  ]);

  expect(grandson.problems).toEqual([]);
  expect(daughter.problems).toEqual([]);
});

test("with everyone seeing comments a thread shows to other readers as text, and a revoked link is gone", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/");
  const { path: sharePath, linkId } = await sharedStory(page, "The Lighthouse", {
    comments: "everyone",
  });
  const markup = "<script>alert(1)</script> see https://example.com";

  const first = await reader(browser, baseURL);
  await first.page.goto(sharePath);
  await selectWords(first.page, WORDS);
  const box = first.page.getByRole("dialog", { name: "Comment on these words" });
  await box.getByLabel("Your name").fill("Leo");
  await box.getByRole("textbox", { name: "Comment", exact: true }).fill(markup);
  await box.getByRole("button", { name: "Send" }).click();
  // The writer-only confirmation is not shown: the thread is.
  const thread = first.page.getByRole("dialog", { name: "Comments" });
  await expect(thread.getByTestId("shared-comment")).toHaveCount(1);

  const second = await reader(browser, baseURL, PHONE, [/404/]);
  await second.page.goto(sharePath);
  const mark = second.page.getByRole("button", { name: `1 comment on “${WORDS}”` });
  await expect(mark).toBeVisible({ timeout: 15_000 });
  await mark.click();
  const seen = second.page.getByRole("dialog", { name: "Comments" });
  await expect(seen.getByTestId("shared-comment")).toHaveCount(1);
  await expect(seen.getByTestId("shared-comment").locator("p").nth(1)).toHaveText(markup);
  // Plain text: no link made of the address, no script element from the comment, no alert.
  await expect(seen.getByRole("link")).toHaveCount(0);
  const scripts = await second.page.evaluate(
    () =>
      [...document.querySelectorAll("script")].filter((s) => s.textContent?.includes("alert(1)"))
        .length,
  );
  expect(scripts).toBe(0);

  await seen.getByLabel("Your name").fill("Marta");
  await seen.getByRole("textbox", { name: "Comment", exact: true }).fill("He told me too!");
  await seen.getByRole("button", { name: "Reply" }).click();
  await expect(seen.getByTestId("shared-comment")).toHaveCount(2);
  await expect(seen.getByTestId("shared-comment").last()).toContainText("He told me too!");
  await second.page.screenshot({ path: path.join(shots, "thread-390.png") });

  // On a laptop: the pages, the box beside the words, and the thread.
  const laptop = await reader(browser, baseURL, LAPTOP);
  await laptop.page.goto(sharePath);
  await expect(laptop.page.getByRole("button", { name: `2 comments on “${WORDS}”` })).toBeVisible({
    timeout: 15_000,
  });
  await selectWords(laptop.page, "the stairs");
  await laptop.page.screenshot({ path: path.join(shots, "comment-box-1280.png") });
  await laptop.page.getByRole("button", { name: "Close" }).click();
  await laptop.page.getByRole("button", { name: `2 comments on “${WORDS}”` }).click();
  await expect(
    laptop.page.getByRole("dialog", { name: "Comments" }).getByTestId("shared-comment"),
  ).toHaveCount(2);
  await laptop.page.screenshot({ path: path.join(shots, "thread-1280.png") });

  // The writer revokes the link: the reader's reload is the 404 page.
  const revoked = await page.request.delete(`/api/share-links/${linkId}`, {
    headers: fromApp(page),
  });
  expect(revoked.status()).toBe(204);
  const reload = await second.page.reload();
  expect(reload?.status()).toBe(404);
  await expect(second.page).toHaveTitle("Page not found · Lifescript");
  await expect(second.page.getByTestId("shared-comment")).toHaveCount(0);

  for (const r of [first, second, laptop]) {
    expect(r.dialogs).toEqual([]);
    expect(r.problems).toEqual([]);
  }
});
