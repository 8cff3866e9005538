import crypto from "node:crypto";
import fs from "node:fs/promises";
import type { Env } from "../env.ts";
import { plansEnforced } from "../domain/billing/plans-enforced.ts";

// The Content-Security-Policy of every response (docs/decisions/0015-content-security-policy.md).
// Scripts run only from our origin, or inline when the page names them: by a nonce made for each
// server-rendered page, or by hash for a prerendered one. Images and connections reach only our
// origin and the hosts the browser really needs.

export type BrowserHosts = {
  img: string[];
  connect: string[];
  // Paddle.js and its checkout frame, once payments are set up (decision 0029).
  script?: string[];
  frame?: string[];
};

const unique = (values: string[]) => [...new Set(values)];

// The hosts outside our origin that pages use: the bucket browsers upload to (S3_BUCKET), the
// analytics host once a PostHog key is set (loaded only after consent), GIPHY's media for GIFs
// (its API URL's origin too, where a proxy or a test fake serves them).
export function browserHosts(env: Env, uploadOrigin: string | null): BrowserHosts {
  const connect: string[] = [];
  if (uploadOrigin) connect.push(uploadOrigin);
  if (env.POSTHOG_KEY) connect.push(new URL(env.POSTHOG_HOST).origin);
  const img: string[] = [];
  if (env.GIPHY_API_KEY) img.push("https://*.giphy.com", new URL(env.GIPHY_API_URL).origin);
  if (!plansEnforced(env)) return { img: unique(img), connect: unique(connect) };
  // Paddle.js comes from Paddle's CDN (Paddle asks that it is never self-hosted), talks to its
  // checkout service and opens the overlay checkout in a frame from buy.paddle.com.
  connect.push("https://*.paddle.com");
  img.push("https://cdn.paddle.com");
  return {
    img: unique(img),
    connect: unique(connect),
    script: ["https://cdn.paddle.com"],
    frame: ["https://buy.paddle.com", "https://sandbox-buy.paddle.com"],
  };
}

export function contentSecurityPolicy(scriptSources: string[], hosts: BrowserHosts): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources, ...(hosts.script ?? [])].join(" "),
    // Style attributes are rendered on the server (positions of screenplay lines, emotion
    // colours, progress bars) and libraries add <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...hosts.img].join(" "),
    "media-src 'self' blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...hosts.connect].join(" "),
    "worker-src 'self'",
    ...(hosts.frame ? [["frame-src 'self'", ...hosts.frame].join(" ")] : []),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

// The sources a policy lists for one directive (what tests and tools read back).
export function directiveSources(policy: string | null, name: string): string[] {
  const found = (policy ?? "").split("; ").find((d) => d.startsWith(`${name} `));
  return found?.split(" ").slice(1) ?? [];
}

export function newNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const executable = /^(|module|(text|application)\/(java|ecma)script)$/i;

// The hash source of every inline script a browser runs in this HTML (data blocks such as JSON-LD
// are not run, and need none). The HTML parser turns CR LF into LF before the browser hashes.
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!executable.test(type)) continue;
    const digest = crypto
      .createHash("sha256")
      .update(body.replace(/\r\n?/g, "\n"), "utf8")
      .digest("base64");
    hashes.push(`'sha256-${digest}'`);
  }
  return unique(hashes);
}

// The hashes of a static HTML file's inline scripts, read once per version of the file.
export function scriptHashesOfFiles(): (file: string) => Promise<string[]> {
  const known = new Map<string, { mtimeMs: number; hashes: string[] }>();
  return async (file) => {
    const { mtimeMs } = await fs.stat(file);
    const cached = known.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.hashes;
    const hashes = inlineScriptHashes(await fs.readFile(file, "utf8"));
    known.set(file, { mtimeMs, hashes });
    return hashes;
  };
}
