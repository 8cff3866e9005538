import { describe, expect, it } from "vitest";
import { privateShareLinks, SHARE_TEXT, socialShareLinks } from "./social-share";

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

describe("privateShareLinks", () => {
  const { messaging, networks } = privateShareLinks("https://lifescript.app/s/abc", "Read it");

  it("puts the messaging services first, in the order people send a link, then the networks apart", () => {
    expect(messaging.map((l) => l.service)).toEqual([
      "email",
      "whatsapp",
      "sms",
      "telegram",
      "messenger",
    ]);
    expect(networks.map((l) => l.service)).toEqual([
      "facebook",
      "x",
      "linkedin",
      "reddit",
      "pinterest",
      "tumblr",
    ]);
  });

  it("sends the phone's Messages the text and the link", () => {
    expect(messaging.find((l) => l.service === "sms")).toEqual({
      service: "sms",
      label: "Messages",
      href: "sms:?&body=Read%20it%20https%3A%2F%2Flifescript.app%2Fs%2Fabc",
    });
  });
});
