import type { MetaDescriptor } from "react-router";

// The public address of the site. Prerendered pages cannot know the host they will be served
// from, so canonical and Open Graph URLs point here (docs/decisions/0005-public-site-rendering.md).
export const SITE_URL = "https://lifescript.app";
export const SITE_NAME = "Lifescript";
export const OG_IMAGE = `${SITE_URL}/og-image.png`;

export type SeoInput = {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  noindex?: boolean;
};

export function absoluteUrl(path: string): string {
  return path === "/" ? `${SITE_URL}/` : `${SITE_URL}${path}`;
}

/** Title, description, canonical, Open Graph, Twitter card and JSON-LD for one page. */
export function seo({
  title,
  description,
  path,
  type = "website",
  jsonLd,
  noindex,
}: SeoInput): MetaDescriptor[] {
  const fullTitle = title.includes("Lifescript") ? title : `${title} · Lifescript`;
  const url = absoluteUrl(path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: OG_IMAGE },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  if (jsonLd) {
    for (const item of Array.isArray(jsonLd) ? jsonLd : [jsonLd]) {
      tags.push({ "script:ld+json": { "@context": "https://schema.org", ...item } });
    }
  }
  return tags;
}

export const organizationLd = {
  "@type": "Organization",
  name: SITE_NAME,
  url: `${SITE_URL}/`,
  email: "founders@lifescript.app",
  logo: `${SITE_URL}/favicon.svg`,
};
