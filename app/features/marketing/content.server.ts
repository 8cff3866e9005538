// Marketing content lives in content/ as Markdown and JSON. Route loaders read it through this
// module (server-only, so prerendering bakes it into static HTML and it never ships as JS).
import { marked } from "marked";
import type { PlanServices } from "#contracts/plans.ts";
import { applyServiceVariants } from "./service-variants";

export type Frontmatter = Record<string, string>;
export type MarkdownDoc = { meta: Frontmatter; html: string; words: number; headings: Heading[] };
export type Heading = { id: string; text: string };

const files = import.meta.glob<string>("/content/**/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** `---\nkey: value\n---` at the top of a file; values are single-line strings, quoted as YAML
 * quotes them when they hold a colon ("Pricing: Free and Pro"), the quotes not part of them. */
export function parseFrontmatter(source: string): { meta: Frontmatter; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source);
  if (!match) return { meta: {}, body: source };
  const meta: Frontmatter = {};
  for (const line of (match[1] ?? "").split("\n")) {
    const at = line.indexOf(":");
    if (at > 0) meta[line.slice(0, at).trim()] = unquote(line.slice(at + 1).trim());
  }
  return { meta, body: source.slice(match[0].length) };
}

function unquote(value: string): string {
  const quote = value[0];
  if (value.length < 2 || (quote !== '"' && quote !== "'") || value.at(-1) !== quote) return value;
  const inner = value.slice(1, -1);
  return quote === '"' ? inner.replace(/\\"/g, '"') : inner.replace(/''/g, "'");
}

export function renderMarkdown(source: string): MarkdownDoc {
  const { meta, body } = parseFrontmatter(source);
  const headings: Heading[] = [];
  const renderer = new marked.Renderer();
  renderer.heading = function ({ tokens, depth }) {
    const text = this.parser.parseInline(tokens);
    const plain = text.replace(/<[^>]+>/g, "");
    const id = slugify(plain);
    if (depth === 2) headings.push({ id, text: plain });
    return `<h${depth} id="${id}">${text}</h${depth}>\n`;
  };
  // Code blocks (screenplay samples) may scroll sideways on a phone: keyboard users can focus them.
  renderer.code = ({ text }) =>
    `<pre tabindex="0"><code>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</code></pre>\n`;
  const html = marked.parse(body, { renderer, async: false, gfm: true });
  const words = body.split(/\s+/).filter(Boolean).length;
  return { meta, html, words, headings };
}

// Text about an optional service ({voice}...{/voice}, see service-variants.ts) is kept only for a
// server that offers it; without `services` (prerendered pages), none is promised.
const NO_SERVICES: PlanServices = { gifs: false, voice: false };

export function markdownFiles(
  folder: string,
  services: PlanServices = NO_SERVICES,
): { file: string; doc: MarkdownDoc }[] {
  return Object.keys(files)
    .filter((key) => key.startsWith(`/content/${folder}/`))
    .sort()
    .map((key) => ({
      file: key,
      doc: renderMarkdown(applyServiceVariants(files[key] as string, services)),
    }));
}

// Pages and articles are found by their public path (frontmatter `path`).
export function pageForPath(
  pathname: string,
  services: PlanServices = NO_SERVICES,
): MarkdownDoc | null {
  for (const folder of ["pages", "articles"]) {
    for (const { doc } of markdownFiles(folder, services)) {
      if (doc.meta.path === pathname) return doc;
    }
  }
  return null;
}
