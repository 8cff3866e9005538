import { describe, expect, it } from "vitest";
import { SHARE_TEXT, socialShareLinks } from "./social-share";

describe("socialShareLinks", () => {
  const links = socialShareLinks("https://lifescript.app");

  it("covers the ten services, without the closed Pocket", () => {
    expect(links.map((l) => l.service)).toEqual([
      "facebook",
      "x",
      "linkedin",
      "reddit",
      "whatsapp",
      "telegram",
      "pinterest",
      "tumblr",
      "email",
      "messenger",
    ]);
  });

  it("prefills the promotional text and the site address", () => {
    const encodedUrl = encodeURIComponent("https://lifescript.app");
    for (const link of links) {
      expect(link.href).toContain(encodedUrl);
      if (
        link.service !== "linkedin" &&
        link.service !== "messenger" &&
        link.service !== "facebook"
      ) {
        expect(link.href).toContain(encodeURIComponent(SHARE_TEXT));
      }
    }
  });

  it("uses the Messenger app scheme", () => {
    expect(links.find((l) => l.service === "messenger")?.href).toBe(
      "fb-messenger://share?link=https%3A%2F%2Flifescript.app",
    );
  });
});
