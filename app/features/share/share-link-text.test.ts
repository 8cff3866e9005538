import { describe, expect, it } from "vitest";
import { expiresAtFor, expiryLabel, shareText } from "./share-link-text";

describe("share link text", () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  it("creates links that never expire or last 1, 7 or 30 days", () => {
    expect(expiresAtFor("never", now)).toBeNull();
    expect(expiresAtFor("1", now)).toBe("2026-01-02T12:00:00.000Z");
    expect(expiresAtFor("7", now)).toBe("2026-01-08T12:00:00.000Z");
    expect(expiresAtFor("30", now)).toBe("2026-01-31T12:00:00.000Z");
  });

  it("says when a link expires", () => {
    expect(expiryLabel({ expiresAt: null })).toBe("No expiry");
    expect(expiryLabel({ expiresAt: "2026-01-02T12:00:00.000Z" })).toMatch(/^Expires .*2026/);
  });

  it("sends the title with the link", () => {
    expect(shareText("The Crossing")).toBe(
      "Read “The Crossing”, my life story as a screenplay, written with Lifescript.",
    );
  });
});
