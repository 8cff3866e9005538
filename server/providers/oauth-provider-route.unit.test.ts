import { describe, expect, it } from "vitest";
import { rerouteOAuthUrl, routeOAuthProvidersTo } from "./oauth-provider-route.ts";

describe("OAuth provider reroute (tests only)", () => {
  const fake = "http://127.0.0.1:3920";

  it("sends Google's and Apple's endpoints to the fake with path and query unchanged", () => {
    expect(rerouteOAuthUrl("https://oauth2.googleapis.com/token", fake)).toBe(
      "http://127.0.0.1:3920/token",
    );
    expect(rerouteOAuthUrl("https://www.googleapis.com/oauth2/v3/certs", fake)).toBe(
      "http://127.0.0.1:3920/oauth2/v3/certs",
    );
    expect(rerouteOAuthUrl("https://appleid.apple.com/auth/keys?x=1", fake)).toBe(
      "http://127.0.0.1:3920/auth/keys?x=1",
    );
  });

  it("leaves every other address alone", () => {
    expect(rerouteOAuthUrl("https://api.giphy.com/v1/gifs/trending", fake)).toBeNull();
    expect(rerouteOAuthUrl("http://appleid.apple.com/auth/keys", fake)).toBeNull();
    expect(rerouteOAuthUrl("https://appleid.apple.com.evil.example/auth/keys", fake)).toBeNull();
    expect(rerouteOAuthUrl("not a url", fake)).toBeNull();
  });

  it("refuses to run outside tests", () => {
    expect(() => routeOAuthProvidersTo(fake, "production")).toThrow(/tests only/);
    expect(() => routeOAuthProvidersTo(fake, "development")).toThrow(/tests only/);
  });
});
