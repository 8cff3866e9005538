import { afterEach, describe, expect, it } from "vitest";
import { BASE, createTestApp, type TestApp } from "#tests/factories/test-app.ts";
import { directiveSources } from "./content-security-policy.ts";

// The policy every response carries; pages add their nonce or hashes (tests/e2e/csp.spec.ts
// checks them in Chromium).

describe("security headers", () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  const policyOf = async (env: Record<string, string> = {}) => {
    t = await createTestApp(env);
    const response = await t.request("/api/health");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    return response.headers.get("content-security-policy");
  };

  it("allows no inline script and sends images and connections nowhere but our origin", async () => {
    const policy = await policyOf();
    expect(directiveSources(policy, "script-src")).toEqual(["'self'"]);
    expect(directiveSources(policy, "img-src")).toEqual(["'self'", "data:", "blob:"]);
    // Local storage takes uploads at BASE_URL itself.
    expect(directiveSources(policy, "connect-src")).toEqual(["'self'", BASE]);
    expect(policy).not.toContain("https:");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("lets the browser upload to the configured bucket and send analytics to PostHog", async () => {
    const policy = await policyOf({
      S3_BUCKET: "family-media",
      S3_ENDPOINT: "https://s3.storage.example",
      S3_ACCESS_KEY_ID: "AKIDTEST",
      S3_SECRET_ACCESS_KEY: "test-secret",
      POSTHOG_KEY: "phc_test",
      POSTHOG_HOST: "https://eu.i.posthog.com",
    });
    expect(directiveSources(policy, "connect-src")).toEqual([
      "'self'",
      "https://family-media.s3.storage.example",
      "https://eu.i.posthog.com",
    ]);
  });
});
