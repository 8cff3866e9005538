import { describe, expect, it } from "vitest";
import { countryOfAddress } from "./country-of-address.ts";

describe("countryOfAddress", () => {
  it("names the country of a public IPv4 address", () => {
    // 81.2.69.142 is in a block registered to a British network (MaxMind's own test address).
    expect(countryOfAddress("81.2.69.142")).toEqual({ code: "GB", name: "United Kingdom" });
    expect(countryOfAddress("8.8.8.8")?.code).toBe("US");
  });

  it("reads an IPv4 address a dual-stack socket wrote as IPv6", () => {
    expect(countryOfAddress("::ffff:81.2.69.142")?.code).toBe("GB");
  });

  it("names the country of a public IPv6 address", () => {
    // Deutsche Telekom's 2003::/19 is German.
    expect(countryOfAddress("2003:e4:9f00::1")?.code).toBe("DE");
  });

  it("answers nothing for private, loopback and link-local addresses", () => {
    for (const address of [
      "10.1.2.3",
      "172.20.0.5",
      "192.168.1.10",
      "127.0.0.1",
      "100.64.0.1",
      "169.254.10.10",
      "::1",
      "fd12:3456::1",
      "fe80::1",
    ]) {
      expect(countryOfAddress(address), address).toBeNull();
    }
  });

  it("answers nothing for what is not an address", () => {
    expect(countryOfAddress("unknown")).toBeNull();
    expect(countryOfAddress("")).toBeNull();
    expect(countryOfAddress(null)).toBeNull();
    expect(countryOfAddress("999.1.1.1")).toBeNull();
  });
});
