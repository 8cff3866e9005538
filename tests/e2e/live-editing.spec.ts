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
