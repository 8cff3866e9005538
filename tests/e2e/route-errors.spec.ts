import { expect, signUpThroughUi, test } from "./fixtures.ts";

// When a page's code cannot be loaded (a new deployment replaced it under an open tab), React
// Router reloads the document so the tab picks up the new version: no dead end. Errors inside a
// loaded page reach the root error boundary ("Page Update Required" for chunk failures,
// "Something went wrong" otherwise); see docs/decisions/0004-route-chunk-failures.md.
test.describe("route loading failures", () => {
  test.use({
    allowConsole: [
      /Error loading route module|Failed to fetch dynamically imported module|ERR_FAILED/i,
    ],
  });

  test("a page whose code fails to load reloads the app, and works once the code is there", async ({
    page,
  }) => {
    await signUpThroughUi(page, { name: "Chunk Tester" });

    const shareChunk = /\/assets\/share-[^/]*\.js$/;
    await page.route(shareChunk, (route) => route.abort("failed"));
    const reloaded = page.waitForEvent("load");
    await page
      .getByRole("navigation", { name: "App sections" })
      .getByRole("link", { name: "Share" })
      .click();
    await reloaded;
    await expect(page.getByRole("navigation", { name: "App sections" })).toBeVisible();

    await page.unroute(shareChunk);
    await page
      .getByRole("navigation", { name: "App sections" })
      .getByRole("link", { name: "Share" })
      .click();
    await expect(page).toHaveURL(/\/app\/share$/);
  });
});
