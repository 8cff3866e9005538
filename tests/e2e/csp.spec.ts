import type { Page, Response } from "@playwright/test";
import { expect, fromApp, gotoHydrated, test } from "./fixtures.ts";
import { directiveSources } from "#server/http/content-security-policy.ts";
import { sharedStory } from "./shared-story.ts";

// The strict Content-Security-Policy (docs/decisions/0015-content-security-policy.md) on the
// site, the app and a share page: every page hydrates with it and nothing is blocked (the
// fixture fails a test on any CSP violation).

function policyOf(response: Response | null): string {
  const policy = response?.headers()["content-security-policy"];
  expect(policy, `CSP of ${response?.url()}`).toBeTruthy();
  return policy ?? "";
}

async function open(page: Page, url: string): Promise<string[]> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  // The landing page hydrates on a person's first move.
  await page.mouse.move(4, 4);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const scripts = directiveSources(policyOf(response), "script-src");
  expect(scripts[0]).toBe("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  // This server has payments set up, so Paddle.js's host is the one script host (decision 0029).
  expect(scripts.at(-1)).toBe("https://cdn.paddle.com");
  return scripts.slice(1, -1);
}

test("the site, the app and a share page run under the strict policy", async ({ page }) => {
  // Prerendered pages: their inline scripts are allowed by hash.
  for (const url of ["/", "/glossary", "/quiz"]) {
    const sources = await open(page, url);
    expect(sources.length, url).toBeGreaterThan(0);
    for (const source of sources) expect(source, url).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  }
  // Hydrated (html[data-hydrated] is set by an effect): the page's scripts ran.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Server-rendered pages: one nonce per response, on every inline script of the page.
  const events = await open(page, "/events");
  expect(events).toHaveLength(1);
  expect(events[0]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
  const nonce = events[0]!.slice("'nonce-".length, -1);
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll("script:not([src])")]
      .filter((s) => !s.getAttribute("type")?.includes("json"))
      .map((s) => (s as HTMLScriptElement).nonce),
  );
  expect(inline.length).toBeGreaterThan(0);
  expect(new Set(inline)).toEqual(new Set([nonce]));
  const again = await open(page, "/events");
  expect(again[0]).not.toBe(events[0]);

  // The app, signed in, and a share page of the person's story.
  await page.goto("/");
  const { movieId, path } = await sharedStory(page, "The Lighthouse");
  // A cover on another site would be blocked: the app shows the genre's poster instead of
  // asking for it (the fixture fails on the request and on the violation).
  const farAway = await page.request.post("/api/movies", {
    headers: fromApp(page),
    data: { title: "Far Away", genre: "drama", coverImage: "https://images.example.com/cover.jpg" },
  });
  expect(farAway.status()).toBe(201);
  await open(page, "/app/movies");
  await expect(page.getByText("The Lighthouse").first()).toBeVisible();
  await expect(page.getByText("Far Away").first()).toBeVisible();
  await expect(page.locator('img[src^="https://images.example.com"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Actions for Far Away" }).click();
  await page.getByRole("menuitem", { name: "Edit details" }).click();
  const edit = page.getByRole("dialog", { name: "Edit movie" });
  await expect(edit.getByLabel("Or paste an image URL")).toHaveAccessibleDescription(
    "Images from other sites can't be shown here. Upload the image instead.",
  );
  await page.keyboard.press("Escape");
  await open(page, `/app/movies/${movieId}/scenes`);
  await expect(page.getByText("The keeper's last night")).toBeVisible();
  await open(page, path);
  await expect(page.getByRole("heading", { name: "The Lighthouse" })).toBeVisible();
  // A laptop shows the pages (the reading view, for phones, is in the page but hidden).
  await expect(
    page.getByRole("group", { name: "Page 1" }).getByText("Ines climbs the stairs one last time."),
  ).toBeVisible();
});

test.describe("an injected script", () => {
  test.use({ allowConsole: [/Content Security Policy|CSP violation/] });
  test("does not run: the policy blocks inline scripts without the page's nonce", async ({
    page,
  }) => {
    for (const url of ["/", "/events"]) {
      await gotoHydrated(page, url);
      const outcome = await page.evaluate(
        () =>
          new Promise<{ ran: boolean; blocked: string }>((resolve) => {
            document.addEventListener("securitypolicyviolation", (event) =>
              resolve({
                ran: "pwned" in window,
                blocked: event.violatedDirective,
              }),
            );
            const script = document.createElement("script");
            script.textContent = "window.pwned = true";
            document.body.append(script);
          }),
      );
      expect(outcome, url).toEqual({ ran: false, blocked: "script-src-elem" });
    }
  });
});
