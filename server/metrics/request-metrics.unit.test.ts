import { describe, expect, it } from "vitest";
import { routeLabel } from "./request-metrics.ts";

describe("routeLabel", () => {
  it("is the pattern of the route that answered", () => {
    expect(routeLabel("/api/movies/4b0f", "/api/movies/:id")).toBe("/api/movies/:id");
    expect(routeLabel("/media/4b0f/thumbnail", "/media/:objectId/thumbnail")).toBe(
      "/media/:objectId/thumbnail",
    );
  });
  it("never the raw path when only middleware ran or a page was drawn", () => {
    expect(routeLabel("/api/whatever/123", "/api/*")).toBe("/api/(unmatched)");
    expect(routeLabel("/api/whatever/123", "*")).toBe("/api/(unmatched)");
    expect(routeLabel("/s/secret-token", "*")).toBe("(page)");
    expect(routeLabel("/glossary/beat", "/*")).toBe("(page)");
  });
});
