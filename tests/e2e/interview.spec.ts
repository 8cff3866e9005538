import type { Browser, Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  fromApp,
  shoot,
  signUpByApi,
  test,
  watchPage,
} from "./fixtures.ts";

// The memory interview as a person does it: five questions answered by text (one answer telling
// two moments, follow-ups skipped), proposals edited and kept as scenes, leaving half-way and
// resuming in another browser, an answer that survives a reload and waits out a lost connection.

const SHOTS = "/tmp/interview-shots";

const question = (page: Page) => page.getByTestId("interview-question");
const eyebrow = (page: Page) => page.getByTestId("question-eyebrow");
const cards = (page: Page) => page.getByTestId("proposal-card");

/** Types an answer, sends it, and skips the follow-ups it brings, until the next bank question.
 * Answers how many follow-ups were skipped. */
async function answer(page: Page, words: string): Promise<number> {
  const before = await question(page).textContent();
  await page.getByLabel("Your answer").fill(words);
  await page.getByRole("button", { name: "Send answer" }).click();
  await expect(question(page)).not.toHaveText(before ?? "");
  return skipFollowUps(page);
}

async function skipFollowUps(page: Page): Promise<number> {
  let skipped = 0;
  while (/A little more/.test((await eyebrow(page).textContent()) ?? "")) {
    const before = await question(page).textContent();
    await page.getByRole("button", { name: "Skip", exact: true }).click();
    await expect(question(page)).not.toHaveText(before ?? "");
    skipped += 1;
  }
  return skipped;
}

async function keepFirstCard(page: Page) {
  const count = await cards(page).count();
  await cards(page).first().getByRole("button", { name: "Keep as a scene" }).click();
  await expect(cards(page)).toHaveCount(count - 1);
}

async function otherBrowser(browser: Browser, page: Page) {
  const context = await browser.newContext({
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
    serviceWorkers: "block",
  });
  const other = await context.newPage();
  // Chromium logs the answer sent while offline as a failed request.
  const problems = await watchPage(other, [/ERR_INTERNET_DISCONNECTED/]);
  return { other, problems, close: () => context.close() };
}

test("an interview of five questions becomes four scenes, and keeps its place", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto("/auth/signup");
  await signUpByApi(page);
  const created = await page.request.post("/api/movies", {
    headers: fromApp(page),
    data: { title: "Growing up" },
  });
  const movieId = ((await created.json()) as { id: string }).id;

  // The movie's empty state offers the interview.
  await page.goto(`/app/movies/${movieId}/scenes`);
  await page.getByRole("link", { name: "Interview me" }).last().click();
  await expect(page).toHaveURL(new RegExp(`/app/interview\\?movie=${movieId}`));
  await expect(page.getByRole("button", { name: /Childhood/ })).toBeVisible();
  await shoot(page, "start", { dir: SHOTS });
  await expectAccessible(page, "the interview's start");

  await page.getByRole("button", { name: /Childhood/ }).click();
  await expect(eyebrow(page)).toHaveText(/Childhood · Question 1/);
  await expect(question(page)).toHaveText(/kitchen of the home you grew up in/);
  for (const name of ["Skip", "Ask me something else", "That's enough for today"])
    await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
  await shoot(page, "question", { dir: SHOTS });

  // 1: one moment, kept with its place edited.
  let skipped = await answer(
    page,
    'In the summer of 1976 Mum took us to the beach at Brighton. She said "Hold my hand, the sea is cold."',
  );
  const first = cards(page).first();
  await expect(first).toContainText("In the summer of 1976 Mum took us");
  // Titled by the moment, not by its date (the date is a field of its own).
  await expect(first.getByLabel("Scene title")).toHaveValue("Mum took us to the beach at Brighton");
  await expect(first.getByRole("button", { name: /1976/ })).toBeVisible();
  await expect(first.getByTestId("person-chip")).toHaveText(/Mum/);
  await shoot(page, "proposal", { dir: SHOTS, focus: first });
  await expectAccessible(page, "a question with a proposal");
  await first.getByRole("button", { name: "Beach, Brighton" }).click();
  await first.getByLabel("Where it happened").fill("Brighton beach");
  await first.getByRole("button", { name: "Done" }).click();
  await keepFirstCard(page);

  // 2: two moments, two proposals, both kept.
  skipped += await answer(
    page,
    'In 1979 Grandpa Joe taught me to ride a bike in Hyde Park. He shouted "Keep pedalling!" I was so proud. In 1984 my brother Tom left home for Leeds, and I cried all night.',
  );
  await expect(cards(page)).toHaveCount(2);
  await keepFirstCard(page);
  await keepFirstCard(page);

  // Leaving half-way: the question waits, on any device.
  const waiting = await question(page).textContent();
  await page.getByRole("button", { name: "That's enough for today" }).click();
  await expect(page.getByRole("heading", { name: "Saved for next time" })).toBeVisible();

  const { other, problems, close } = await otherBrowser(browser, page);
  await other.goto(`/app/interview?movie=${movieId}`);
  await expect(other.getByText("Welcome back. Here is where you stopped last time.")).toBeVisible();
  await expect(question(other)).toHaveText(waiting ?? "");

  // 3: kept. 4: not this one.
  skipped += await answer(
    other,
    'At Christmas 1981 we drove to the farm in Galway. Aunt Rosa said "You have grown so tall."',
  );
  await keepFirstCard(other);
  skipped += await answer(
    other,
    'In 1987 I started my first job at the Odeon cinema in Leeds. Mr Patel said "Smile at every customer."',
  );
  await cards(other).first().getByRole("button", { name: "Not this one" }).click();
  await expect(cards(other)).toHaveCount(0);
  // Follow-ups were asked on these moments, and skipping one moved the interview on.
  expect(skipped).toBeGreaterThan(0);

  // 5: what is typed survives a reload, and waits out a lost connection.
  await other.getByLabel("Your answer").fill("The smell of the school corridor in 1972.");
  await other.reload();
  await expect(other.getByLabel("Your answer")).toHaveValue(
    "The smell of the school corridor in 1972.",
  );
  await other.context().setOffline(true);
  await other.getByRole("button", { name: "Send answer" }).click();
  await expect(other.getByText("Saved on this device.")).toBeVisible();
  await expect(other.getByLabel("Your answer")).toHaveValue(
    "The smell of the school corridor in 1972.",
  );
  await other.context().setOffline(false);
  await expect(cards(other)).toHaveCount(1);
  await expect(cards(other).first()).toContainText("The smell of the school corridor in 1972.");
  await close();
  expect(problems).toEqual([]);

  // Four scenes, with their dates, places, quotes and characters.
  const scenes = (await (await page.request.get(`/api/movies/${movieId}/scenes`)).json()) as Array<{
    title: string;
    location: string | null;
    characterIds: string[];
    elements: Array<{ elementType: string; content: { quote?: string; author?: string } }>;
    metadata: { date?: { year: number } };
  }>;
  expect(scenes).toHaveLength(4);
  expect(scenes.map((s) => s.metadata.date?.year)).toEqual([1976, 1979, 1984, 1981]);
  expect(scenes.map((s) => s.location)).toEqual([
    "Brighton beach",
    "Hyde Park",
    "Home, Leeds",
    "Farm, Galway",
  ]);
  expect(
    scenes
      .flatMap((s) => s.elements.filter((e) => e.elementType === "quote"))
      .map((e) => e.content),
  ).toEqual([
    { quote: "Hold my hand, the sea is cold.", author: "Mum" },
    { quote: "Keep pedalling!", author: "Grandpa Joe" },
    { quote: "You have grown so tall.", author: "Aunt Rosa" },
  ]);
  const characters = (await (
    await page.request.get(`/api/characters?movieId=${movieId}`)
  ).json()) as Array<{ id: string; name: string }>;
  expect(characters.map((c) => c.name).sort()).toEqual(["Aunt Rosa", "Grandpa Joe", "Mum", "Tom"]);
  expect(scenes.every((s) => s.characterIds.length === 1)).toBe(true);

  await page.goto(`/app/movies/${movieId}/scenes`);
  await expect(page.getByText("Hold my hand, the sea is cold.").first()).toBeVisible();

  // The life map: the kept scenes by year, and a gap with its way into the interview.
  await page.goto("/app/life-map");
  await page.getByLabel("The year you were born").fill("1960");
  const timeline = page.getByRole("list", { name: "Your life, year by year" });
  await expect(timeline.getByRole("heading", { name: "1976" })).toBeVisible();
  await expect(timeline.getByText("Mum took us to the beach at Brighton")).toBeVisible();
  await expect(timeline.getByRole("heading", { level: 3 })).toHaveText([
    "Nothing yet from childhood",
    "1976",
    "1979",
    "1981",
    "1984",
    "Nothing yet from growing older",
  ]);
  await shoot(page, "life-map", { dir: SHOTS });
  await expectAccessible(page, "the life map");
  await timeline
    .getByRole("listitem")
    .filter({ hasText: "Nothing yet from childhood" })
    .getByRole("button", { name: "Start the interview here" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/interview\\?movie=${movieId}`));
  await expect(eyebrow(page)).toHaveText(/Childhood · Question 1/);
});
