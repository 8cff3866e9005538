// Share intents of social networks and messengers (not the private screenplay links of
// features/share): the site from the footer, a shared screenplay from the Share screen.
export const SHARE_TEXT = "Lifescript turns your life story into a professional screenplay.";

export type ShareService =
  | "facebook"
  | "x"
  | "linkedin"
  | "reddit"
  | "whatsapp"
  | "telegram"
  | "pinterest"
  | "tumblr"
  | "email"
  | "messenger"
  | "sms";

export type SocialShareLink = { service: ShareService; label: string; href: string };

// The ten services, each with its real share address and the promotional text prefilled.
// (Pocket closed in July 2025 and is gone. Messenger's address opens the phone app; a desktop
// shares through the browser's share dialog instead: ShareServiceLink.)
export function socialShareLinks(siteUrl: string, text: string = SHARE_TEXT): SocialShareLink[] {
  const u = encodeURIComponent(siteUrl);
  const t = encodeURIComponent(text);
  return [
    {
      service: "facebook",
      label: "Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`,
    },
    {
      service: "x",
      label: "X (Twitter)",
      href: `https://twitter.com/intent/tweet?text=${t}&url=${u}`,
    },
    {
      service: "linkedin",
      label: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      service: "reddit",
      label: "Reddit",
      href: `https://www.reddit.com/submit?url=${u}&title=${t}`,
    },
    { service: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${t}%20${u}` },
    { service: "telegram", label: "Telegram", href: `https://t.me/share/url?url=${u}&text=${t}` },
    {
      service: "pinterest",
      label: "Pinterest",
      href: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`,
    },
    {
      service: "tumblr",
      label: "Tumblr",
      href: `https://www.tumblr.com/widgets/share/tool?posttype=link&canonicalUrl=${u}&title=Lifescript&caption=${t}`,
    },
    {
      service: "email",
      label: "Email",
      href: `mailto:?subject=${encodeURIComponent("Lifescript")}&body=${t}%20${u}`,
    },
    { service: "messenger", label: "Facebook Messenger", href: `fb-messenger://share?link=${u}` },
  ];
}

// A private story (a memoir shared by link) goes to people first: the messaging services, in the
// order people send a link to someone they know (email, WhatsApp, the phone's Messages), and only
// then, apart, the public networks.
const MESSAGING: ShareService[] = ["email", "whatsapp", "sms", "telegram", "messenger"];
const PUBLIC: ShareService[] = ["facebook", "x", "linkedin", "reddit", "pinterest", "tumblr"];

export function privateShareLinks(
  url: string,
  text: string,
): { messaging: SocialShareLink[]; networks: SocialShareLink[] } {
  const all: SocialShareLink[] = [
    ...socialShareLinks(url, text),
    {
      service: "sms",
      label: "Messages",
      // "sms:?&body=" is the form both iOS and Android read.
      href: `sms:?&body=${encodeURIComponent(text)}%20${encodeURIComponent(url)}`,
    },
  ];
  const pick = (services: ShareService[]) =>
    services.flatMap((service) => all.filter((link) => link.service === service));
  return { messaging: pick(MESSAGING), networks: pick(PUBLIC) };
}
