import type { Page } from "@playwright/test";
import {
  installFakeSpeech,
  type FakeSpeechControl,
  type FakeVoice,
  type SpokenRecord,
} from "../fakes/fake-speech.ts";
import {
  consentAnswered,
  expect,
  expectAccessible,
  fromApp,
  gotoHydrated,
  shoot,
  signUpByApi,
  test,
  uniqueEmail,
} from "./fixtures.ts";

// The table read ("Read aloud") in Chromium, with the browser's speechSynthesis replaced by the
// recording fake of tests/fakes/fake-speech.ts: nothing is said, every utterance is recorded with
// its voice, and a line ends when the test says so.

const SHOTS = "/tmp/table-read-shots";

const SCRIPT = `INT. KITCHEN - NIGHT

Rosa reads the letter twice.

ROSA
I am going.

MARCO
Where to?

ROSA
Away from here.

EXT. HARBOUR - DAY

The boat is gone.

MARCO
She left.

INES
She will write.

INT. POST OFFICE - DAY

A letter with a foreign stamp.

INES
From Rosa.
`;

const FIVE: FakeVoice[] = ["Alice", "Bruno", "Chen", "Dara", "Emil"].map((name) => ({
  name,
  lang: "en-US",
}));

async function movieWithScript(page: Page): Promise<{ movieId: string; sharePath: string }> {
  await page.goto("/");
  await signUpByApi(page, { email: uniqueEmail("table-read"), name: "Rosa Lima" });
  const post = async <T>(url: string, data: unknown): Promise<T> => {
    const response = await page.request.post(url, { headers: fromApp(page), data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const movie = await post<{ id: string }>("/api/movies", { title: "The Letter", genre: "drama" });
  const put = await page.request.put(`/api/movies/${movie.id}/screenplay`, {
    headers: fromApp(page),
    data: { fountain: SCRIPT, version: 0 },
  });
  expect(put.ok(), await put.text()).toBe(true);
  const link = await post<{ token: string }>(`/api/movies/${movie.id}/share-links`, {});
  return { movieId: movie.id, sharePath: `/s/${link.token}` };
}

const speech = {
  spoken: (page: Page) =>
    page.evaluate(() => (window as unknown as { __speech: FakeSpeechControl }).__speech.spoken),
  current: (page: Page) =>
    page.evaluate(() => (window as unknown as { __speech: FakeSpeechControl }).__speech.current()),
  finish: (page: Page) =>
    page.evaluate(() => (window as unknown as { __speech: FakeSpeechControl }).__speech.finish()),
};

/** Says the line being read, then checks it was `text` and that it is the one highlighted. */
async function hear(page: Page, text: string): Promise<void> {
  await expect.poll(() => speech.current(page)).toBe(text);
  await expect(highlighted(page)).toContainText(highlightText(text));
  await speech.finish(page);
}

// Headings are said as words ("Interior. Kitchen. Night.") but printed as written.
const HEADINGS: Record<string, string> = {
  "Interior. Kitchen. Night.": "INT. KITCHEN - NIGHT",
  "Exterior. Harbour. Day.": "EXT. HARBOUR - DAY",
  "Interior. Post Office. Day.": "INT. POST OFFICE - DAY",
};
const highlightText = (said: string) => HEADINGS[said] ?? said;

const highlighted = (page: Page) =>
  page.locator('[data-testid="reading-view"] [aria-current="true"]').filter({ visible: true });

const bar = (page: Page) => page.getByRole("region", { name: "Read aloud" });

test.beforeEach(async ({ page }) => {
  await consentAnswered(page);
});

test("the editor reads the script aloud: lines in order, a voice each, pause, scenes, narrator", async ({
  page,
}) => {
  await page.addInitScript(installFakeSpeech, FIVE);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { movieId } = await movieWithScript(page);
  await page.goto(`/app/develop/Movie/advanced/${movieId}`);
  await page.getByRole("button", { name: "Read aloud" }).click();
  await bar(page).getByRole("button", { name: "Play" }).click();

  // The first scene, in order, the narrator reading the heading and the action.
  await hear(page, "Interior. Kitchen. Night.");
  await hear(page, "Rosa reads the letter twice.");
  await hear(page, "I am going.");
  await hear(page, "Where to?");
  await expect.poll(() => speech.current(page)).toBe("Away from here.");
  await expect(bar(page).getByTestId("table-read-where")).toHaveText("Scene 1 of 3 · ROSA");
  const first = await speech.spoken(page);
  expect(first.map((s) => s.text)).toEqual([
    "Interior. Kitchen. Night.",
    "Rosa reads the letter twice.",
    "I am going.",
    "Where to?",
    "Away from here.",
  ]);
  const voiceOf = (records: SpokenRecord[], text: string) =>
    records.find((s) => s.text === text)?.voice;
  const narrator = voiceOf(first, "Interior. Kitchen. Night.");
  const rosa = voiceOf(first, "I am going.");
  const marco = voiceOf(first, "Where to?");
  expect(voiceOf(first, "Rosa reads the letter twice.")).toBe(narrator);
  expect(voiceOf(first, "Away from here.")).toBe(rosa);
  expect(new Set([narrator, rosa, marco]).size).toBe(3);
  expect([narrator, rosa, marco]).not.toContain(null);

  await shoot(page, "editor-playing", { dir: SHOTS, focus: bar(page) });

  // Pause stops the voice; nothing more is said until play, which says the line again.
  await bar(page).getByRole("button", { name: "Pause" }).click();
  await expect.poll(() => speech.current(page)).toBeNull();
  const paused = (await speech.spoken(page)).length;
  await page.waitForTimeout(300);
  expect(await speech.spoken(page)).toHaveLength(paused);
  await expect(highlighted(page)).toContainText("Away from here.");
  await bar(page).getByRole("button", { name: "Play" }).click();
  await expect.poll(() => speech.current(page)).toBe("Away from here.");

  // Next scene: straight to the harbour's heading, the highlight with it.
  await bar(page).getByRole("button", { name: "Next scene" }).click();
  await hear(page, "Exterior. Harbour. Day.");
  await hear(page, "The boat is gone.");
  await hear(page, "She left.");
  await expect.poll(() => speech.current(page)).toBe("She will write.");
  const ines = voiceOf(await speech.spoken(page), "She will write.");
  expect(new Set([narrator, rosa, marco, ines]).size).toBe(4);
  expect(voiceOf((await speech.spoken(page)).slice(paused), "She left.")).toBe(marco);

  // The narrator off: headings and action are no longer read; the characters keep on.
  await bar(page).getByText("Voices", { exact: true }).click();
  await shoot(page, "editor-voices", { dir: SHOTS, focus: bar(page) });
  const before = (await speech.spoken(page)).length;
  await bar(page).getByLabel("A narrator reads scene headings and action").uncheck();
  // The line being said starts again with the new cast.
  await expect.poll(async () => (await speech.spoken(page)).length).toBe(before + 1);
  await hear(page, "She will write.");
  await hear(page, "From Rosa.");
  const withoutNarrator = (await speech.spoken(page)).slice(before);
  expect(withoutNarrator.map((s) => s.text)).toEqual(["She will write.", "From Rosa."]);
  await expect(bar(page).getByTestId("table-read-where")).toContainText("The end");

  // And on again: played from the start, the heading is read in a voice no character has.
  await bar(page).getByLabel("A narrator reads scene headings and action").check();
  await bar(page).getByRole("button", { name: "Play" }).click();
  await expect.poll(() => speech.current(page)).toBe("Interior. Kitchen. Night.");
  await expect(highlighted(page)).toContainText("INT. KITCHEN - NIGHT");
  const again = (await speech.spoken(page)).at(-1);
  expect(again?.text).toBe("Interior. Kitchen. Night.");
  expect(again?.voice).toBeTruthy();
  const characters = (await speech.spoken(page))
    .slice(before)
    .filter((s) => s.text !== "Interior. Kitchen. Night.")
    .map((s) => s.voice);
  expect(characters).toHaveLength(2);
  expect(characters).not.toContain(again?.voice);
});

test("the shared page reads aloud, marks the line read and moves scene by scene", async ({
  page,
}) => {
  await page.addInitScript(installFakeSpeech, FIVE);
  const { sharePath } = await movieWithScript(page);
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await gotoHydrated(page, sharePath);
    await page.getByRole("button", { name: "Read aloud" }).click();
    await bar(page).getByRole("button", { name: "Play" }).click();
    await hear(page, "Interior. Kitchen. Night.");
    await bar(page).getByRole("button", { name: "Next scene" }).click();
    await hear(page, "Exterior. Harbour. Day.");
    await bar(page).getByRole("button", { name: "Next scene" }).click();
    await expect.poll(() => speech.current(page)).toBe("Interior. Post Office. Day.");
    await expect(highlighted(page)).toContainText("INT. POST OFFICE - DAY");
    await expect(bar(page).getByRole("button", { name: "Next scene" })).toBeDisabled();
    await bar(page).getByRole("button", { name: "Previous scene" }).click();
    await expect.poll(() => speech.current(page)).toBe("Exterior. Harbour. Day.");
    await expect(highlighted(page)).toBeInViewport();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/shared-playing-${size.width}.png` });
  }
  await bar(page).getByText("Voices", { exact: true }).click();
  await expectAccessible(page, "the shared page reading aloud, its voices open");
});

test("with two voices the shared page names who shares one; with none it says so", async ({
  page,
}) => {
  await page.addInitScript(installFakeSpeech, FIVE.slice(0, 2));
  const { sharePath } = await movieWithScript(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, sharePath);
  await page.getByRole("button", { name: "Read aloud" }).click();
  // The narrator takes the first voice, Rosa the second (Rosa, Marco and Ines have two lines
  // each; Rosa speaks first); Marco and Ines go round again.
  await expect(bar(page).getByTestId("table-read-sharing")).toContainText(
    "Narrator and MARCO share a voice; ROSA and INES share a voice",
  );
  await page.screenshot({ path: `${SHOTS}/shared-sharing-390.png` });

  const bare = await page.context().newPage();
  await bare.addInitScript(installFakeSpeech, []);
  await bare.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(bare, sharePath);
  await bare.getByRole("button", { name: "Read aloud" }).click();
  await expect(bar(bare)).toContainText("This device has no voices to read aloud with.");
  await expect(bar(bare).getByRole("button")).toHaveCount(1);
  await expect(bar(bare).getByRole("button", { name: "Close read aloud" })).toBeVisible();
  await bare.screenshot({ path: `${SHOTS}/shared-no-voices-390.png` });
  await bare.close();
});
