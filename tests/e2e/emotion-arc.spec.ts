import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  fromApp,
  gotoHydrated,
  shoot,
  signUpByApi,
  test,
} from "./fixtures.ts";

// Develop's emotion arc: a point per scene in the screenplay's order (the beat board's first),
// filled for a feeling the person recorded, hollow when read from the words, the beats below, the
// same points as a table, and a dot that opens its scene.

const SHOTS = process.env.EMOTION_ARC_SHOTS_DIR ?? path.join(os.tmpdir(), "emotion-arc-shots");

type Json = Record<string, unknown>;

async function story(page: Page) {
  const post = async (url: string, data: Json) => {
    const response = await page.request.post(url, { headers: fromApp(page), data });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const movieId = await post("/api/movies", { title: "Grandma's Kitchen" });
  const scene = (title: string, text: string, metadata: Json = {}) =>
    post("/api/scenes", {
      movieId,
      sceneNumber: 1,
      title,
      metadata,
      elements: [{ id: crypto.randomUUID(), elementType: "text", content: { text } }],
    });
  const wedding = await scene("The wedding", "The happiest day of my life. We danced all night!");
  const funeral = await scene("Grandpa's funeral", "We buried Grandpa in the rain.", {
    emotions: [{ core: "sad", feeling: "grief" }],
  });
  const move = await scene("Moving to the city", "We packed the van and drove north.", {
    emotions: [{ core: "anticipation", feeling: "excited" }],
  });
  const kitchen = await scene("Sundays in the kitchen", "Babcia piekła chleb w każdą sobotę.");
  // Two scenes on the board's first beat: the arc starts with them, in the board's order.
  const board = await page.request.get(`/api/movies/${movieId}/beat-board`, {
    headers: fromApp(page),
  });
  const { structure, beats, version } = (await board.json()) as {
    structure: string;
    beats: Array<{ beatKey: string }>;
    version: number;
  };
  const saved = await page.request.put(`/api/movies/${movieId}/beat-board`, {
    headers: fromApp(page),
    data: {
      structure,
      version,
      beats: [{ beatKey: beats[0]?.beatKey, sceneIds: [kitchen, move] }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { movieId, wedding, funeral, move, kitchen };
}

test("the emotion arc draws each scene in the screenplay's order and a dot opens its scene", async ({
  page,
}) => {
  await signUpByApi(page);
  const { movieId, wedding, funeral, move, kitchen } = await story(page);
  await gotoHydrated(page, `/app/develop/Movie/${movieId}`);

  await expect(page.getByRole("heading", { name: "Emotion arc" })).toBeVisible();
  const dots = page.locator("svg a[data-scene-id]");
  await expect(dots).toHaveCount(4);
  expect(await dots.evaluateAll((as) => as.map((a) => a.getAttribute("data-scene-id")))).toEqual([
    kitchen,
    move,
    wedding,
    funeral,
  ]);
  // Filled for a recorded feeling, hollow when read from the words.
  const fill = (id: string) =>
    page.locator(`svg a[data-scene-id="${id}"] circle.stroke-ember`).getAttribute("class");
  expect(await fill(move)).toContain("fill-ember");
  expect(await fill(wedding)).toContain("fill-white");
  // The beat the first two scenes sit on is marked under them.
  await expect(page.locator("svg g title").first()).toHaveText(/.+/);

  // The table a screen reader reads, in the same order, shown on request.
  const table = page.getByRole("table", { name: /The emotion arc/ });
  const rows = table.getByRole("rowheader");
  await expect(rows).toHaveText([
    "Sundays in the kitchen",
    "Moving to the city",
    "The wedding",
    "Grandpa's funeral",
  ]);
  await page.getByRole("button", { name: "Show as a table" }).click();
  await expect(table).toBeVisible();
  const funeralRow = table.getByRole("row", { name: /Grandpa's funeral/ });
  await expect(funeralRow).toContainText("unpleasant");
  await expect(funeralRow).toContainText("the feelings you recorded");
  await expect(table.getByRole("row", { name: /Sundays in the kitchen/ })).toContainText(
    "the scene's words",
  );
  await expect(page.getByText("read from your words, which only works for English")).toBeVisible();
  await page.getByRole("button", { name: "Show as a chart" }).click();

  await page.getByRole("heading", { name: "Emotion arc" }).scrollIntoViewIfNeeded();
  await expectAccessible(page, "develop with the emotion arc");
  await shoot(page, "emotion-arc", {
    dir: SHOTS,
    focus: page.locator("svg a[data-scene-id]").first(),
  });

  // A dot opens its scene in the composer.
  await page.locator(`svg a[data-scene-id="${funeral}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/app/movies/${movieId}/scenes$`));
  const composer = page.getByRole("dialog", { name: "Edit scene" });
  await expect(composer).toBeVisible();
  await expect(composer.getByLabel("Scene text")).toHaveValue("We buried Grandpa in the rain.");
});
