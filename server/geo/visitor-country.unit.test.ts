import { describe, expect, it } from "vitest";
import { visitorCountry } from "./visitor-country.ts";

describe("visitorCountry", () => {
  it("takes the CDN's header when it names a country", () => {
    expect(visitorCountry("pt", "81.2.69.142")).toEqual({ countryCode: "PT", source: "header" });
  });

  it("looks the address up when there is no header, or it names no country", () => {
    for (const header of [undefined, "", "XX", "T1", "not a country"]) {
      expect(visitorCountry(header, "81.2.69.142"), String(header)).toEqual({
        countryCode: "GB",
        source: "database",
      });
    }
  });

  it("knows nothing of a private or IPv6 unique-local address", () => {
    expect(visitorCountry(undefined, "192.168.0.4")).toEqual({
      countryCode: null,
      source: "unknown",
    });
    expect(visitorCountry(undefined, "fd00::4").countryCode).toBeNull();
  });

  it("looks up an IPv6 client", () => {
    expect(visitorCountry(undefined, "2003:e4:9f00::1").countryCode).toBe("DE");
  });
});
