import type { Browser, Locator, Page } from "@playwright/test";
import {
  consentAnswered,
  expect,
  fromApp,
  signUpByApi,
  uniqueEmail,
  watchPage,
} from "./fixtures.ts";

// What the readers' circle specs share: a reader's own browser, selecting words on the shared
// page as a long press or a drag does, and the editor line a comment marker sits beside.

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 800 };

// A writer's two-scene screenplay, and the line readers comment on.
export const LINE = "I left the lamp burning for you.";
export const FOUNTAIN = [
  "INT. LIGHTHOUSE - NIGHT",
  "",
  "Ines climbs the stairs one last time.",
  "",
  "INES",
  LINE,
  "",
  "EXT. HARBOUR - DAWN",
  "",
  "The boats come in, one by one.",
  "",
].join("\n");

export type Reader = { page: Page; problems: string[]; dialogs: string[] };

/** A reader with a browser of their own (no account), who answered the cookie banner. */
export async function reader(
  browser: Browser,
  baseURL: string | undefined,
  viewport = PHONE,
  allowConsole: RegExp[] = [],
): Promise<Reader> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const problems = await watchPage(page, allowConsole);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await consentAnswered(page);
  return { page, problems, dialogs };
}

/** Selects `words` in the script as shown (the reading view on a phone, the pages on a laptop),
 * until the comment box opens (its script loads when the browser is idle). */
export async function selectWords(page: Page, words: string): Promise<void> {
  await expect(async () => {
    await page.evaluate((words) => {
      const blocks = [...document.querySelectorAll("[data-block], [data-page] > [data-kind]")];
      const block = blocks.find(
        (b) => b.getClientRects().length > 0 && (b.textContent ?? "").includes(words),
      );
      if (!block) throw new Error(`no shown block holds "${words}"`);
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(words) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + words.length);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
        return;
      }
      throw new Error(`"${words}" spans several text nodes`);
    }, words);
    await expect(page.getByRole("dialog", { name: "Comment on these words" })).toBeVisible({
      timeout: 1500,
    });
  }).toPass({ timeout: 15_000 });
}

/** The text of the editor line level with a margin marker. */
export function lineBeside(marker: Locator): Promise<string | null> {
  return marker.evaluate((element) => {
    const y = element.getBoundingClientRect().top + 4;
    return (
      [...document.querySelectorAll(".cm-content .cm-line")].find((line) => {
        const r = line.getBoundingClientRect();
        return r.top <= y && y < r.bottom;
      })?.textContent ?? null
    );
  });
}

/** A signed-up writer with a movie whose screenplay is `fountain`, and a live share link. */
export async function writerWithScreenplay(page: Page, fountain: string) {
  await signUpByApi(page, { email: uniqueEmail("circle"), name: "Ines Sousa" });
  const send = async <T>(method: "post" | "put", url: string, data: unknown): Promise<T> => {
    const response = await page.request[method](url, { headers: fromApp(page), data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const movie = await send<{ id: string }>("post", "/api/movies", {
    title: "The Lighthouse",
    genre: "drama",
  });
  await send("put", `/api/movies/${movie.id}/screenplay`, {
    fountain,
    titlePage: { entries: [] },
    version: 0,
  });
  const link = await send<{ id: string; token: string }>(
    "post",
    `/api/movies/${movie.id}/share-links`,
    { comments: "writer-only" },
  );
  return { movieId: movie.id, link };
}
