import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  browserHosts,
  contentSecurityPolicy,
  directiveSources,
  inlineScriptHashes,
  nonceSource,
} from "./content-security-policy.ts";
import { parseEnv } from "../env.ts";

const sha256 = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

describe("contentSecurityPolicy", () => {
  it("runs scripts from our origin and the page's own nonce only", () => {
    const policy = contentSecurityPolicy([nonceSource("abc123")], { img: [], connect: [] });
    expect(directiveSources(policy, "script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(directiveSources(policy, "object-src")).toEqual(["'none'"]);
    expect(directiveSources(policy, "base-uri")).toEqual(["'none'"]);
    expect(directiveSources(policy, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("lets images and connections reach only our origin and the configured hosts", () => {
    const policy = contentSecurityPolicy([], {
      img: ["https://*.giphy.com"],
      connect: ["https://bucket.s3.eu-west-1.amazonaws.com"],
    });
    expect(directiveSources(policy, "img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://*.giphy.com",
    ]);
    expect(directiveSources(policy, "connect-src")).toEqual([
      "'self'",
      "https://bucket.s3.eu-west-1.amazonaws.com",
    ]);
    expect(directiveSources(policy, "media-src")).toEqual(["'self'", "blob:"]);
    expect(policy).not.toMatch(/ https: /);
  });
});

describe("browserHosts", () => {
  const env = (extra: Record<string, string>) => parseEnv({ NODE_ENV: "test", ...extra });

  it("names nothing beyond our origin when no third party is configured", () => {
    expect(browserHosts(env({}), null)).toEqual({ img: [], connect: [] });
  });

  it("adds the upload bucket, the analytics host and GIPHY's media when they are configured", () => {
    const hosts = browserHosts(
      env({
        POSTHOG_KEY: "phc_x",
        POSTHOG_HOST: "https://eu.i.posthog.com/",
        GIPHY_API_KEY: "k",
        GIPHY_API_URL: "http://127.0.0.1:3918",
      }),
      "https://media.example-bucket.com",
    );
    expect(hosts.connect).toEqual(["https://media.example-bucket.com", "https://eu.i.posthog.com"]);
    expect(hosts.img).toEqual(["https://*.giphy.com", "http://127.0.0.1:3918"]);
  });

  it("lets Paddle.js load from Paddle's CDN and open its checkout frame once payments are set up", () => {
    const paddle = {
      PADDLE_API_KEY: "k",
      PADDLE_WEBHOOK_SECRET: "s",
      PADDLE_CLIENT_TOKEN: "t",
      PADDLE_PRICE_MONTHLY: "pri_m",
      PADDLE_PRICE_YEARLY: "pri_y",
    };
    const policy = contentSecurityPolicy([], browserHosts(env(paddle), null));
    expect(directiveSources(policy, "script-src")).toEqual(["'self'", "https://cdn.paddle.com"]);
    expect(directiveSources(policy, "frame-src")).toEqual([
      "'self'",
      "https://buy.paddle.com",
      "https://sandbox-buy.paddle.com",
    ]);
    const half = contentSecurityPolicy([], browserHosts(env({ PADDLE_API_KEY: "k" }), null));
    expect(directiveSources(half, "script-src")).toEqual(["'self'"]);
    expect(directiveSources(half, "frame-src")).toEqual([]);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes every inline script a browser runs, and nothing else", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module" async="">import "/assets/x.js";</script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script src="/assets/y.js"></script>',
      '<script id="_R_">requestAnimationFrame(function(){})</script>',
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([
      sha256("window.a = 1;"),
      sha256('import "/assets/x.js";'),
      sha256("requestAnimationFrame(function(){})"),
    ]);
  });

  it("hashes what the browser hashes: line breaks as LF, the same script once", () => {
    const html = "<script>a();\r\nb();</script><script>a();\r\nb();</script>";
    expect(inlineScriptHashes(html)).toEqual([sha256("a();\nb();")]);
  });
});
