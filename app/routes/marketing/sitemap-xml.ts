import { absoluteUrl } from "#app/features/marketing/site";
import { publicPaths } from "#app/features/marketing/site-paths";

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// Every public page, one canonical address each (the landing's second address is left out).
export function loader() {
  const urls = publicPaths()
    .filter((p) => p !== "/landing/html")
    .map((p) => `  <url><loc>${escape(absoluteUrl(p))}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
