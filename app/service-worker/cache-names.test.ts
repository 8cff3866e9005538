import { describe, expect, it } from "vitest";
import { isAppPath } from "./cache-names";

describe("isAppPath: the navigations the service worker answers", () => {
  it("takes /app and every address under it", () => {
    for (const path of ["/app", "/app/", "/app/movies", "/app/develop/Movie/advanced/x"]) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it("leaves the public site, sign-in, the API and look-alike addresses to the network", () => {
    for (const path of ["/", "/about", "/auth/login", "/api/movies", "/apple", "/application"]) {
      expect(isAppPath(path), path).toBe(false);
    }
  });
});
