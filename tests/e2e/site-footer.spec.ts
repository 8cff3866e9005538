import { expect, gotoHydrated, test } from "./fixtures.ts";

// The footer: no dead services, and our own profiles from the server's settings.
test("the footer shares through live services and links our profiles", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const share = page.getByRole("region", { name: "Share Lifescript" });
  await expect(share.getByRole("link", { name: "Share on Facebook", exact: true })).toBeVisible();
  // Pocket closed in July 2025.
  await expect(share.getByRole("link", { name: /Pocket/ })).toHaveCount(0);
  // A desktop browser without a share dialog (headless Chromium on Linux) gets no Messenger
  // entry, rather than an fb-messenger: link that does nothing there.
  const canShare = await page.evaluate(() => typeof navigator.share === "function");
  await expect(share.getByRole("link", { name: "Share on Facebook Messenger" })).toHaveCount(0);
  await expect(share.getByRole("button", { name: "Share on Facebook Messenger" })).toHaveCount(
    canShare ? 1 : 0,
  );
  // SOCIAL_INSTAGRAM_URL is set for the e2e server, the other profiles are not.
  const follow = page.getByRole("link", { name: "Lifescript on Instagram" });
  await expect(follow).toHaveAttribute("href", "https://www.instagram.com/lifescript.app");
  await expect(page.getByRole("link", { name: /^Lifescript on (?!Instagram)/ })).toHaveCount(0);
});
