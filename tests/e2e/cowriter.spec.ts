import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { startFakeLlm, type FakeLlm } from "../fakes/fake-llm.ts";
import { expect, fromApp, shoot, signUpThroughUi, test } from "./fixtures.ts";

// The co-writer end to end: the app server sends a captured scene to a loopback
// OpenAI-compatible chat fake (LLM_URL in playwright.config.ts), the suggestion streams into the
// editor, the diff marks the invented line, Accept changes the script and makes a version,
// Discard changes nothing.

const FAKE_URL = new URL(process.env.E2E_LLM_URL ?? "http://127.0.0.1:3922/v1");
const SHOTS = process.env.COWRITER_SHOTS_DIR ?? path.join(os.tmpdir(), "cowriter-shots");
let fake: FakeLlm | null = null;

test.beforeAll(async () => {
  fake = await startFakeLlm({ port: Number(FAKE_URL.port) });
});
test.afterAll(async () => {
  await fake?.close();
});

/** The editor's side panel at the desktop size the test runs at (on a phone the co-writer is in
 * a sheet, with its own screenshots in desktop-layout.spec.ts). */
async function shootEditor(page: Page, name: string, focus: Locator) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await focus.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()?.width}.png`) });
}

async function captureSummer(page: Page) {
  const post = async (url: string, data: Record<string, unknown>) => {
    const response = await page.request.post(url, { headers: fromApp(page), data });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
    return (await response.json()) as { id: string };
  };
  const movie = await post("/api/movies", { title: "The Summer of the Lake" });
  const dad = await post("/api/characters", {
    movieId: movie.id,
    name: "Dad",
    role: "my father",
    description: "patient, smells of pine tar",
  });
  await post("/api/scenes", {
    movieId: movie.id,
    sceneNumber: 1,
    title: "Fishing with Dad",
    location: "The lake at dawn",
    characterIds: [dad.id],
    elements: [
      {
        id: "t1",
        elementType: "text",
        content: { text: "I am twelve and I think the fog is the lake breathing." },
      },
      {
        id: "q1",
        elementType: "quote",
        content: { quote: "Cast it past the reeds. Fish hide where it's quiet.", author: "Dad" },
      },
      {
        id: "q2",
        elementType: "quote",
        content: { quote: "What if I don't catch anything?", author: "Me" },
      },
    ],
  });
  await post("/api/scenes", {
    movieId: movie.id,
    sceneNumber: 2,
    title: "The dock",
    location: "The old dock",
    elements: [
      { id: "q3", elementType: "quote", content: { quote: "Look! I got one!", author: "I" } },
    ],
  });
  return movie.id;
}

test("dramatise a captured scene with the co-writer: consent, stream, diff, accept, discard", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Wide enough for the editor, the preview and the side panel side by side.
  await page.setViewportSize({ width: 1600, height: 900 });
  await signUpThroughUi(page, { name: "Sam Rivera" });
  const movieId = await captureSummer(page);

  await page.goto(`/app/develop/Movie/advanced/${movieId}`);
  await page.getByRole("button", { name: "Write the first draft from my scenes" }).first().click();
  const editor = page.locator(".cm-content");
  // The compiler's rules: the lake's time word is the heading's time; "Me" is the writer, SAM.
  await expect(editor).toContainText("EXT. THE LAKE - DAWN");
  await expect(editor).toContainText("SAM");
  await expect(editor).not.toContainText(/^ME$/m);
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", {
    timeout: 15_000,
  });
  // Once there is a script the side panel waits to be asked for.
  await page.getByRole("button", { name: "Co-writer", exact: true }).click();

  // First use: the consent dialog says what is sent and where; nothing is sent before Accept.
  const panel = page.getByRole("region", { name: "Co-writer" });
  await expect(panel.getByRole("combobox", { name: "Scene" })).toHaveValue(/.+/);
  const sentBefore = fake!.requests.length;
  await panel.getByRole("button", { name: "Dramatise" }).click();
  const dialog = page.getByRole("dialog", { name: "Co-writer Consent" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("cowriter-host")).toHaveText(FAKE_URL.host);
  await expect(dialog).toContainText("Never photos or videos, never your other movies.");
  await expect(dialog).toContainText("may keep what it receives");
  await shoot(page, "consent", { dir: SHOTS });
  expect(fake!.requests.length).toBe(sentBefore);

  // Accept: the suggestion streams in (slowly here, to be seen).
  fake!.setChunkDelay(120);
  await dialog.getByRole("button", { name: "Accept & Continue" }).click();
  await expect(dialog).toBeHidden();
  const stream = panel.getByTestId("cowriter-stream");
  await expect(stream).toContainText("Mist drifts");
  await expect(panel.getByText("Dramatising the scene…")).toBeVisible();
  await shootEditor(page, "streaming", panel);
  fake!.setChunkDelay(0);

  // The diff: the new scene replaces the compiled one; the invented line is marked.
  const diff = panel.getByRole("list", { name: "Suggested changes" });
  await expect(diff).toBeVisible({ timeout: 20_000 });
  const invented = diff.locator("[data-invented]");
  await expect(invented).toHaveCount(1);
  await expect(invented).toContainText("The fish can wait. We can't.");
  await expect(invented).toContainText("Invented");
  await expect(panel).toContainText("1 line is invented: not in what you captured.");
  await expect(diff.locator('[data-kind="removed"]', { hasText: "I am twelve" })).toHaveCount(1);
  await shootEditor(page, "diff", panel);

  // Accept: the editor and the preview change, and the text is a new version.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview).not.toContainText("Mist drifts over still water.");
  await panel.getByRole("button", { name: "Accept" }).click();
  await expect(diff).toBeHidden();
  await expect(editor).toContainText("Mist drifts over still water.");
  await expect(editor).toContainText("The fish can wait. We can't. [[invented]]");
  await expect(editor).not.toContainText("I am twelve and I think");
  await expect(preview).toContainText("Mist drifts over still water.");

  // Invented lines stay visible to readers: a mark beside the line in the preview, a legend
  // above the pages, and the PDF's choice to mark them, on by default.
  const marked = preview.locator('[data-kind="dialogue"][data-invented]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText("The fish can wait. We can't.");
  await expect(marked).toContainText("(dramatised dialogue)");
  await expect(preview.getByTestId("invented-legend")).toContainText("Nobody said these words.");
  await expect(page.getByRole("checkbox", { name: /Mark invented dialogue/ })).toBeChecked();
  await shoot(page, "invented-preview", { dir: SHOTS, focus: marked });

  // The shared page marks it too.
  const link = await page.request.post(`/api/movies/${movieId}/share-links`, {
    headers: fromApp(page),
    data: {},
  });
  expect(link.status()).toBe(201);
  const { token } = (await link.json()) as { token: string };
  const reader = await page.context().newPage();
  await reader.goto(`/s/${token}`);
  // The shared page holds the pages and the reflowed reading; the one shown at this size counts.
  const sharedMark = reader.locator('[data-kind="dialogue"][data-invented]:visible');
  await expect(sharedMark).toContainText("The fish can wait. We can't.");
  await expect(reader.locator('[data-testid="invented-legend"]:visible')).toBeVisible();
  await expect(reader.getByRole("group", { name: "Title page" })).toContainText(
    "Contains 1 line of dramatised dialogue",
  );
  await shoot(reader, "invented-shared", { dir: SHOTS, focus: sharedMark });
  // On a phone the shared script reads reflowed, and marks the line there too.
  await reader.setViewportSize({ width: 390, height: 844 });
  const reading = reader.getByTestId("reading-view");
  await expect(reading.locator("[data-invented]")).toContainText("The fish can wait. We can't.");
  await expect(reading.getByTestId("invented-legend")).toBeVisible();
  await expect(reading).not.toContainText("[[invented]]");
  await reader.close();

  const versions = await page.request.get(`/api/movies/${movieId}/screenplay/versions`);
  const names = ((await versions.json()) as Array<{ name: string | null }>).map((v) => v.name);
  expect(names).toContain("Co-writer: Fishing with Dad dramatised");
  const saved = await page.request.get(`/api/movies/${movieId}/screenplay`);
  expect(((await saved.json()) as { fountain: string }).fountain).toContain("Mist drifts");

  // Discard: another suggestion, shown and thrown away; the text stays as it was.
  const before = await editor.innerText();
  fake!.queue({
    text: "EXT. THE LAKE - DAWN\n\nRain hammers the boat.\n\nDAD\nGo home.",
  });
  await panel.getByRole("button", { name: "Dramatise" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(diff).toBeVisible({ timeout: 20_000 });
  await expect(diff).toContainText("Rain hammers the boat.");
  await panel.getByRole("button", { name: "Discard" }).click();
  await expect(diff).toBeHidden();
  expect(await editor.innerText()).toBe(before);
  await expect(editor).not.toContainText("Rain hammers");
  await expect(preview).not.toContainText("Rain hammers");
  const after = await page.request.get(`/api/movies/${movieId}/screenplay`);
  expect(((await after.json()) as { fountain: string }).fountain).not.toContain("Rain hammers");

  // Consent is withdrawn in the account menu; the next use asks again before sending anything.
  await page.getByRole("button", { name: /Sam Rivera/ }).click();
  await page.getByRole("menuitem", { name: "Withdraw co-writer consent" }).click();
  await expect(page.getByText("Co-writer consent withdrawn").first()).toBeVisible();
  const sentNow = fake!.requests.length;
  await panel.getByRole("button", { name: "Dramatise" }).click();
  await expect(page.getByRole("dialog", { name: "Co-writer Consent" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  expect(fake!.requests.length).toBe(sentNow);
});

test("the basic view asks the co-writer for the cards and for what is missing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughUi(page, { name: "Sam Rivera" });
  const movieId = await captureSummer(page);
  await page.goto(`/app/develop/Movie/${movieId}`);
  const ideas = page.getByRole("region", { name: "Ask the co-writer" });
  await ideas.getByRole("button", { name: "Suggest logline, theme, want and need" }).click();
  await page
    .getByRole("dialog", { name: "Co-writer Consent" })
    .getByRole("button", {
      name: "Accept & Continue",
    })
    .click();
  const cards = ideas.getByRole("list", { name: "Suggested cards" });
  await expect(cards).toContainText("Patience is a way of loving someone.");
  await expect(cards).toContainText("To feel his father sees him.");

  // Nothing is in the cards until the writer uses a suggestion.
  const elements = async () => {
    const response = await page.request.get(`/api/category-elements/${movieId}`);
    return JSON.stringify(await response.json());
  };
  expect(await elements()).not.toContain("Patience is a way of loving someone.");
  await shoot(page, "basic-view-cards", { dir: SHOTS, focus: ideas });
  const theme = page.getByTestId("card-theme");
  const protagonist = page.getByTestId("card-protagonist");
  await cards.getByRole("button", { name: "Use this theme" }).click();
  await expect(cards.getByRole("listitem", { name: "Theme" })).toContainText("In your Theme card");
  await expect(theme.getByRole("textbox")).toHaveValue("Patience is a way of loving someone.");
  await expect(theme.getByRole("status")).toHaveText("Saved");
  // The want and the need join the protagonist's description, after anything written there.
  await cards.getByRole("button", { name: "Use this want" }).click();
  await cards.getByRole("button", { name: "Use this need" }).click();
  const description = protagonist.getByRole("textbox", { name: "Who they are" });
  await expect(description).toHaveValue(
    /Wants: To catch a fish before the summer ends\.\nNeeds: To feel his father sees him\.$/,
  );
  await expect(protagonist.getByRole("status")).toHaveText("Saved");
  // Dismiss puts a suggestion away; it is not written anywhere.
  await cards.getByRole("button", { name: "Dismiss the logline" }).click();
  await expect(cards.getByRole("listitem", { name: "Logline" })).toHaveCount(0);
  await shoot(page, "basic-view-cards-used", { dir: SHOTS, focus: ideas });
  await shoot(page, "basic-view-protagonist-filled", { dir: SHOTS, focus: description });

  // The writer can still edit what was put in; after a reload the cards keep it all.
  // The card saves as it is typed in.
  const themeSaved = page.waitForResponse(
    (r) => r.url().includes("/api/category-elements/") && r.request().method() === "PATCH",
  );
  await theme.getByRole("textbox").fill("Patience is a way of loving someone, and of being loved.");
  expect((await themeSaved).status()).toBe(200);
  await expect(theme.getByRole("status")).toHaveText("Saved");
  await page.reload();
  await expect(page.getByTestId("card-theme").getByRole("textbox")).toHaveValue(
    "Patience is a way of loving someone, and of being loved.",
  );
  await expect(
    page.getByTestId("card-protagonist").getByRole("textbox", { name: "Who they are" }),
  ).toHaveValue(/Wants: To catch a fish before the summer ends\./);
  const saved = await elements();
  expect(saved).toContain("Needs: To feel his father sees him.");
  expect(saved).not.toContain("A boy spends one summer at a lake");
  const ideasAgain = page.getByRole("region", { name: "Ask the co-writer" });
  await ideasAgain.getByRole("button", { name: "What is missing?" }).click();
  const gaps = ideasAgain.getByRole("list", { name: "What is missing" });
  await expect(gaps).toContainText("What happened that summer that you could not undo?");
  await shoot(page, "basic-view-gaps", { dir: SHOTS, focus: ideas });
});

test("punch up a selected passage: only the selection is sent, and Accept replaces only it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughUi(page, { name: "Sam Rivera" });
  const movieId = await captureSummer(page);
  const consent = await page.request.put("/api/co-writer/consent", {
    headers: fromApp(page),
    data: { consentGiven: true },
  });
  expect(consent.status()).toBe(200);
  await page.goto(`/app/develop/Movie/advanced/${movieId}`);
  await page.getByRole("button", { name: "Write the first draft from my scenes" }).first().click();
  const editor = page.locator(".cm-content");
  const quote = "Cast it past the reeds. Fish hide where it's quiet.";
  await expect(editor).toContainText(quote);
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", {
    timeout: 15_000,
  });
  const readSaved = async () => {
    const response = await page.request.get(`/api/movies/${movieId}/screenplay`);
    return ((await response.json()) as { fountain: string }).fountain;
  };
  const before = await readSaved();

  // Nothing selected: the button offers the scene at the cursor.
  await page.getByRole("button", { name: "Co-writer", exact: true }).click();
  const panel = page.getByRole("region", { name: "Co-writer" });
  await editor.locator(".cm-line", { hasText: quote }).click();
  await expect(panel.getByRole("button", { name: "Punch up this scene" })).toBeEnabled();

  // The quote's line selected: the button says so, and only that line goes to the model.
  // Twice each: the line wraps, and the first press stops at the wrap.
  for (const key of ["Home", "Home", "Shift+End", "Shift+End"]) await page.keyboard.press(key);
  const button = panel.getByRole("button", { name: "Punch up the selection" });
  await expect(button).toBeVisible();
  fake!.queue({
    text: JSON.stringify({
      fountain: "Past the reeds. Where it's quiet.",
      reason: "Half the words carry the same patience.",
    }),
  });
  const sent = fake!.requests.length;
  await button.click();
  const diff = panel.getByRole("list", { name: "Suggested changes" });
  await expect(diff).toBeVisible({ timeout: 20_000 });
  expect(fake!.requests[sent]?.body.messages.at(-1)?.content).toBe(quote);
  await expect(panel).toContainText("The selection, punched up:");
  await expect(panel.getByTestId("punch-up-reason")).toHaveText(
    "Why: Half the words carry the same patience.",
  );
  await expect(diff.locator('[data-kind="removed"]')).toHaveText([new RegExp(quote)]);
  await expect(diff.locator('[data-kind="added"]')).toHaveText([/Past the reeds\. Where/]);
  await shootEditor(page, "punch-up-selection", panel);

  // Accept: exactly that passage changes, everything around it stays, and it is a version.
  await panel.getByRole("button", { name: "Accept" }).click();
  await expect(diff).toBeHidden();
  await expect(editor).toContainText("Past the reeds. Where it's quiet.");
  await expect(editor).not.toContainText(quote);
  expect(await readSaved()).toBe(before.replace(quote, "Past the reeds. Where it's quiet."));
  const versions = await page.request.get(`/api/movies/${movieId}/screenplay/versions`);
  const names = ((await versions.json()) as Array<{ name: string | null }>).map((v) => v.name);
  expect(names).toContain("Co-writer: selection punched up");
  // The replaced editor has no selection: Punch up goes back to the scene.
  await expect(panel.getByRole("button", { name: "Punch up this scene" })).toBeVisible();

  // Suggest cards from the editor: "Use this" puts a suggestion into its guided card and saves it.
  await panel.getByRole("button", { name: "Suggest cards" }).click();
  const cards = panel.getByRole("list", { name: "Suggested cards" });
  await expect(cards).toContainText("Patience is a way of loving someone.", { timeout: 20_000 });
  await cards.getByRole("button", { name: "Use this theme" }).click();
  await expect(cards.getByRole("listitem", { name: "Theme" })).toContainText("In your Theme card");
  await cards.getByRole("button", { name: "Use this want" }).click();
  await expect(cards.getByRole("listitem", { name: "Want" })).toContainText(
    "In your Protagonist card",
  );
  await shootEditor(page, "editor-cards-used", cards);
  await page.goto(`/app/develop/Movie/${movieId}`);
  await expect(page.getByTestId("card-theme").getByRole("textbox")).toHaveValue(
    "Patience is a way of loving someone.",
  );
  await expect(
    page.getByTestId("card-protagonist").getByRole("textbox", { name: "Who they are" }),
  ).toHaveValue(/Wants: To catch a fish before the summer ends\./);
});
