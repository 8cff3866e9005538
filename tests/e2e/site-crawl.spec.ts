import { expect, expectAccessible, test } from "./fixtures.ts";

// Every page of the public site, found through the sitemap plus the addresses it leaves out.
const EXTRA = ["/landing/html", "/llmtext", "/llms.txt", "/robots.txt"];
const SITE = "https://lifescript.app";

async function sitemapPaths(
  request: import("@playwright/test").APIRequestContext,
): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => (m[1] as string).replace(SITE, "") || "/",
  );
}

test.describe("crawler", () => {
  test.setTimeout(15 * 60_000);

  test("robots.txt, llms.txt and the sitemap answer with the right types", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain("Sitemap: https://lifescript.app/sitemap.xml");
    const llms = await request.get("/llms.txt");
    expect(llms.headers()["content-type"]).toContain("text/plain");
    expect(await llms.text()).toContain("# Lifescript");
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(200);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test("every page answers 200 with a title, a description, one canonical address and no broken internal link", async ({
    page,
    request,
  }) => {
    const paths = [...(await sitemapPaths(request)), ...EXTRA.filter((p) => !p.endsWith(".txt"))];
    const links = new Set<string>();
    for (const path of paths) {
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.status(), path).toBe(200);
      expect(response?.url(), `${path} is not redirected`).toBe(new URL(path, page.url()).href);
      await expect(page, path).toHaveTitle(/\S/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length, `${path} description`).toBeGreaterThan(40);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(1);
      await expect(page.locator('meta[property="og:title"]'), path).toHaveCount(1);
      await expect(page.locator("h1"), `${path} has one h1`).toHaveCount(1);
      for (const href of await page
        .locator("a[href]")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
        if (href.startsWith("/") && !href.startsWith("//")) links.add(href.split("#")[0] as string);
      }
    }
    const visited = new Set(paths);
    for (const link of links) {
      if (visited.has(link) || link === "") continue;
      const response = await request.get(link, { maxRedirects: 0 });
      expect([200, 302, 303, 307], `internal link ${link}`).toContain(response.status());
    }
  });

  test.describe("not found", () => {
    test.use({ allowConsole: [/status of 404/] });
    test("an unknown address answers the 404 page with status 404", async ({ page }) => {
      for (const path of [
        "/no-such-page",
        "/glossary/term/no-such-term",
        "/glossary/1",
        "/quiz/no-such-quiz",
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(
          page.getByText("Sorry, the page you're looking for doesn't exist."),
        ).toBeVisible();
        await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
      }
    });
  });
});

test.describe("accessibility", () => {
  test.use({ allowConsole: [] });
  const sample = [
    "/",
    "/hobby",
    "/templates",
    "/about",
    "/pricing",
    "/features",
    "/privacy",
    "/courses",
    "/events",
    "/glossary",
    "/glossary/b",
    "/glossary/term/beat",
    "/a-glossary-of-screenwriting-terms-and-filmmaking-definitions",
    "/movies-faq",
    "/quiz",
    "/quiz/screenplay-format-basics",
    "/my-recovery-story",
    "/writingcenter/docs/handouts/scriptwriting_Format",
    "/llmtext",
  ];
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`axe finds no serious or critical violation at ${viewport.width}px`, async ({ page }) => {
      test.setTimeout(5 * 60_000);
      await page.setViewportSize(viewport);
      for (const path of sample) {
        await page.goto(path, { waitUntil: "networkidle" });
        await expectAccessible(page, path);
      }
    });
  }
});
