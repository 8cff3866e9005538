import path from "node:path";
import type { Page } from "@playwright/test";
import {
  consentAnswered,
  expect,
  expectAccessible,
  FINISH_SIGN_UP_SUBJECT,
  fromApp,
  shoot,
  signUpByApi,
  test,
  uniqueEmail,
  waitForMail,
  watchPage,
} from "./fixtures.ts";

// Writing together, in two browsers: the owner shares a movie with someone by email, and that
// person signs up through the invitation link and finds the movie shared with them.
const dir = path.resolve("screenshots");

async function ownerWithMovie(page: Page, title: string): Promise<string> {
  await page.goto("/");
  await signUpByApi(page, { email: uniqueEmail("owner"), name: "Maya Reis" });
  const made = await page.request.post("/api/movies", {
    headers: fromApp(page),
    data: { title, genre: "drama" },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return ((await made.json()) as { id: string }).id;
}

test("the owner invites an editor, who signs up through the link, accepts and sees the movie as shared", async ({
  page,
  browser,
}) => {
  await consentAnswered(page);
  const movieId = await ownerWithMovie(page, "The Boat");
  const editorEmail = uniqueEmail("editor");

  // The owner shares from the movie's menu in the library.
  await page.goto("/app/movies");
  await page.getByRole("button", { name: "Actions for The Boat" }).click();
  await page.getByRole("menuitem", { name: "Share with people" }).click();
  const dialog = page.getByRole("dialog", { name: "Share with people" });
  await expect(dialog.getByText("People with access")).toBeVisible();
  await expect(dialog.getByTestId("people-count")).toHaveText("0 of 10");
  await dialog.getByLabel("Their email").fill(editorEmail);
  await expect(dialog.getByRole("radio", { name: /Can edit/ })).toBeChecked();
  const answered = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/movies/${movieId}/collaborators`) && r.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  const invited = (await (await answered).json()) as { inviteUrl: string };
  const link = dialog.getByLabel(`Invitation link for ${editorEmail}`);
  await expect(link).toHaveValue(invited.inviteUrl);
  await expect(dialog.getByTestId("people-count")).toHaveText("1 of 10");
  await expectAccessible(page, "the share dialog");
  await shoot(page, "share-with-people", { dir, focus: link });

  // The same link went out by mail.
  const invitePath = new URL(invited.inviteUrl).pathname;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get("/api/dev/mail")).json()) as {
        to: string;
        text: string;
      }[];
      return mails.some((m) => m.to === editorEmail && m.text.includes(invitePath));
    })
    .toBe(true);

  // The editor, in another browser, opens the link signed out, signs up and comes back to it.
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await consentAnswered(editor);
  const problems = await watchPage(editor);
  await editor.goto(invitePath);
  await expect(editor.getByRole("heading", { name: "Join “The Boat”" })).toBeVisible();
  await expect(editor.getByText("Maya Reis invited you to write it with them.")).toBeVisible();
  await expect(editor.getByText(editorEmail)).toBeVisible();
  await expectAccessible(editor, "the invitation page");
  await shoot(editor, "invitation", { dir });
  await editor.getByRole("link", { name: "Create an account" }).click();
  await editor.getByLabel("Name").fill("Ben Alves");
  await editor.getByLabel("Email").fill(editorEmail);
  await editor.getByLabel("Password").fill("a long enough password");
  await editor.getByRole("button", { name: "Create account" }).click();
  await expect(editor.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const mail = await waitForMail(editor, editorEmail, FINISH_SIGN_UP_SUBJECT);
  const finish = /\/auth\/finish-signup\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(finish, "the sign-up mail's link").toBeTruthy();
  await editor.goto(finish ?? "");
  await expect(editor).toHaveURL(new RegExp(`${invitePath}$`));
  await editor.getByRole("button", { name: "Accept and open the movie" }).click();
  await expect(editor).toHaveURL(new RegExp(`/app/movies/${movieId}/scenes$`));

  // In the editor's library the movie is marked as shared, and has no owner's menu.
  await editor.goto("/app/movies");
  const card = editor.getByRole("article").filter({ hasText: "The Boat" });
  await expect(card.getByText("Shared by Maya Reis")).toBeVisible();
  await expect(card.getByRole("button", { name: "Actions for The Boat" })).toHaveCount(0);

  // The owner's list now says the editor joined.
  await page.reload();
  await page.getByRole("button", { name: "Actions for The Boat" }).click();
  await page.getByRole("menuitem", { name: "Share with people" }).click();
  await expect(page.getByTestId("person")).toContainText("Joined");

  expect(problems).toEqual([]);
  await editorContext.close();
});

// The text a person sees in the editor, without the other writers' carets and names drawn in it.
async function editorText(page: Page): Promise<string> {
  return page.locator(".cm-content").evaluate((content) =>
    [...content.querySelectorAll(".cm-line")]
      .map((line) => {
        const copy = line.cloneNode(true) as HTMLElement;
        for (const drawn of copy.querySelectorAll(".cm-ySelectionCaret, .cm-ySelectionInfo"))
          drawn.remove();
        return copy.textContent ?? "";
      })
      .join("\n"),
  );
}

async function clickEndOfLine(page: Page, text: string): Promise<void> {
  await page.locator(".cm-line", { hasText: text }).click();
  await page.keyboard.press("End");
}

test("owner and editor write in the same scene at once, and offline edits merge when back", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await consentAnswered(page);
  const ownerProblems = await watchPage(page);
  const movieId = await ownerWithMovie(page, "The Kettle");
  const saved = await page.request.put(`/api/movies/${movieId}/screenplay`, {
    headers: fromApp(page),
    data: {
      fountain: "INT. KITCHEN - DAY\n\nThe kettle sings.\n\nRain taps the window.\n",
      version: 0,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The first invitation makes the screenplay live; the editor signs up and accepts it.
  const editorEmail = uniqueEmail("editor");
  const invited = await page.request.post(`/api/movies/${movieId}/collaborators`, {
    headers: fromApp(page),
    data: { email: editorEmail, role: "editor" },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const token = new URL(((await invited.json()) as { inviteUrl: string }).inviteUrl).pathname
    .split("/")
    .pop();
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await consentAnswered(editor);
  const editorProblems = await watchPage(editor);
  await editor.goto("/");
  await signUpByApi(editor, { email: editorEmail, name: "Ben Alves" });
  const accepted = await editor.request.post(`/api/invitations/${token}/accept`, {
    headers: fromApp(editor),
    data: {},
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  // Both open the screenplay editor.
  const editorRoute = `/app/develop/Movie/advanced/${movieId}`;
  await page.goto(editorRoute);
  await editor.goto(editorRoute);
  for (const p of [page, editor]) {
    await expect(p.locator(".cm-content")).toContainText("Rain taps the window.");
  }

  // Both type in the same scene at once, each on a line of their own.
  await clickEndOfLine(page, "The kettle sings.");
  await clickEndOfLine(editor, "Rain taps the window.");
  await Promise.all([
    page.keyboard.type(" Steam fogs the glass.", { delay: 20 }),
    editor.keyboard.type(" Thunder answers.", { delay: 20 }),
  ]);

  // Each sees the other's caret, with their name.
  await expect(page.locator(".cm-ySelectionInfo")).toHaveText("Ben Alves");
  await expect(editor.locator(".cm-ySelectionInfo")).toHaveText("Maya Reis");
  await expect(page.locator(".cm-ySelectionCaret")).toHaveCount(1);
  await expect(editor.locator(".cm-ySelectionCaret")).toHaveCount(1);

  // Both end with the same text, with both sentences.
  await expect.poll(() => editorText(page)).toContain("The kettle sings. Steam fogs the glass.");
  await expect.poll(() => editorText(page)).toContain("Rain taps the window. Thunder answers.");
  await expect.poll(async () => editorText(editor)).toBe(await editorText(page));
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  await expect(editor.getByTestId("save-status")).toHaveText("Saved");

  await expectAccessible(page, "the live screenplay editor");
  await shoot(page, "live-editing-two-carets", { dir, focus: page.locator(".cm-ySelectionCaret") });

  // The editor loses the connection and keeps writing; the owner writes meanwhile.
  // (Nothing waits to be stored yet, so until they type it still says "Saved".)
  // Playwright's offline mode leaves an open WebSocket up and, here, fires no "offline" event:
  // the event a browser fires when the network goes is sent by hand.
  await editorContext.setOffline(true);
  await editor.evaluate(() => window.dispatchEvent(new Event("offline")));
  await clickEndOfLine(editor, "Thunder answers.");
  await editor.keyboard.type(" The lights flicker.");
  await expect(editor.getByTestId("save-status")).toHaveText("Offline: saved on this device");
  await clickEndOfLine(page, "Steam fogs the glass.");
  await page.keyboard.type(" She pours.");
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  expect(await editorText(editor)).not.toContain("She pours.");

  // Back online, both converge on one text holding both.
  await editorContext.setOffline(false);
  await editor.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect.poll(() => editorText(page)).toContain("The lights flicker.");
  await expect.poll(() => editorText(editor)).toContain("She pours.");
  const together = await editorText(page);
  await expect.poll(() => editorText(editor)).toBe(together);
  await expect(editor.getByTestId("save-status")).toHaveText("Saved");

  // When both have left, the server writes the shared text into the screenplay.
  await page.goto("/app/movies");
  await editor.goto("/app/movies");
  await expect
    .poll(
      async () => {
        const got = await page.request.get(`/api/movies/${movieId}/screenplay`);
        return ((await got.json()) as { fountain: string }).fountain.trimEnd();
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(together.trimEnd());

  expect(ownerProblems).toEqual([]);
  expect(editorProblems).toEqual([]);
  await editorContext.close();
});
