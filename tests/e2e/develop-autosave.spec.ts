import type { Page } from "@playwright/test";
import { expect, fromApp, signUpThroughUi, test } from "./fixtures.ts";

// Develop saves as you go: what is typed into a guided card and where a scene is placed on the
// beat board are there after switching to another tab of the app and back, and after a reload.
// A save that fails keeps the text and says so, then goes through; a card changed elsewhere asks
// before anything is replaced.

// The failed save and the conflict below are the browser's own console lines.
test.use({ allowConsole: [/net::ERR_FAILED|status of 409 \(Conflict\)/] });

const LOGLINE = "A girl learns to swim the winter her father leaves.";

async function story(page: Page) {
  const post = async (url: string, data: Record<string, unknown>) => {
    const response = await page.request.post(url, { headers: fromApp(page), data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const movie = await post("/api/movies", { title: "The Cold Lake" });
  for (const title of ["First lesson", "The letter"]) {
    await post("/api/scenes", {
      movieId: movie.id,
      sceneNumber: 1,
      title,
      elements: [{ id: "t", elementType: "text", content: { text: title } }],
    });
  }
  return movie.id;
}

const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "App sections" }).getByRole("link", { name });

test("a card's text and a placed beat survive a tab switch and a reload; failures and conflicts lose nothing", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpThroughUi(page, { name: "Ines Duarte" });
  const movieId = await story(page);
  await page.goto(`/app/develop/Movie/${movieId}`);

  // Type and place, then leave at once for another tab: nothing waits for a save button.
  const logline = page.getByTestId("card-logline");
  await logline.getByLabel("Logline").fill(LOGLINE);
  await page.getByLabel("Beat for The letter").selectOption("catalyst");
  await expect(page.getByTestId("beat-catalyst")).toContainText("The letter");
  await tab(page, "Share").click();
  await expect(page).toHaveURL(/\/app\/share/);

  await tab(page, "Develop").click();
  await page
    .getByTestId("develop-movie")
    .filter({ hasText: "The Cold Lake" })
    .getByRole("link", { name: /(Start|Continue) developing/ })
    .click();
  await expect(page.getByTestId("card-logline").getByLabel("Logline")).toHaveValue(LOGLINE);
  await expect(page.getByTestId("beat-catalyst")).toContainText("The letter");

  await page.reload();
  await expect(page.getByTestId("card-logline").getByLabel("Logline")).toHaveValue(LOGLINE);
  await expect(page.getByTestId("beat-catalyst")).toContainText("The letter");
  // The server has both.
  const elements = await (await page.request.get(`/api/category-elements/${movieId}`)).json();
  expect(JSON.stringify(elements)).toContain(LOGLINE);
  const board = (await (await page.request.get(`/api/movies/${movieId}/beat-board`)).json()) as {
    beats: { beatKey: string; sceneIds: string[] }[];
  };
  expect(board.beats.find((b) => b.beatKey === "catalyst")?.sceneIds).toHaveLength(1);

  // No connection for the save: kept on this device and said so, then saved once it is back.
  const card = page.getByTestId("card-logline");
  await page.route("**/api/category-elements/*", (route) =>
    route.request().method() === "PATCH" ? route.abort() : route.continue(),
  );
  await card.getByLabel("Logline").fill(`${LOGLINE} Then spring comes.`);
  await expect(card.getByRole("status")).toHaveText(
    "Not saved yet: kept on this device, trying again",
  );
  // Leaving now, the browser asks first; reloaded anyway, the text is still here.
  const asked = page.waitForEvent("dialog").then(async (dialog) => {
    const type = dialog.type();
    await dialog.accept();
    return type;
  });
  await page.reload();
  expect(await asked).toBe("beforeunload");
  await expect(card.getByLabel("Logline")).toHaveValue(`${LOGLINE} Then spring comes.`);
  await page.unroute("**/api/category-elements/*");
  await expect(card.getByRole("status")).toHaveText("Saved", { timeout: 15_000 });

  // Changed in another tab meanwhile: this one asks, and keeps what was typed here.
  const [stored] = (
    (await (await page.request.get(`/api/category-elements/${movieId}`)).json()) as {
      id: string;
      version: number;
      categoryType: string;
    }[]
  ).filter((e) => e.categoryType === "logline");
  expect(stored).toBeTruthy();
  const elsewhere = await page.request.patch(`/api/category-elements/${stored?.id}`, {
    headers: fromApp(page),
    data: { content: { text: "Written in another tab." }, version: stored?.version },
  });
  expect(elsewhere.status()).toBe(200);
  await card.getByLabel("Logline").fill("Mine, typed here.");
  await expect(card.getByRole("status")).toHaveText("Changed elsewhere");
  await expect(card.getByRole("alert")).toContainText("changed somewhere else");
  await expect(card.getByLabel("Logline")).toHaveValue("Mine, typed here.");
  await card.getByRole("button", { name: "Keep mine" }).click();
  await expect(card.getByRole("status")).toHaveText("Saved");
  const after = await (await page.request.get(`/api/category-elements/${movieId}`)).json();
  expect(JSON.stringify(after)).toContain("Mine, typed here.");
});
