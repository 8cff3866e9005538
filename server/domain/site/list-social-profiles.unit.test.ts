import { describe, expect, it } from "vitest";
import { parseEnv } from "#server/env.ts";
import { socialProfilesOf } from "./list-social-profiles.ts";

describe("socialProfilesOf", () => {
  it("lists only the profiles that are set, in the footer's order", () => {
    const env = parseEnv({
      NODE_ENV: "test",
      SOCIAL_X_URL: "https://x.com/lifescript",
      SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/lifescript",
    });
    expect(socialProfilesOf(env)).toEqual([
      { service: "instagram", url: "https://www.instagram.com/lifescript" },
      { service: "x", url: "https://x.com/lifescript" },
    ]);
  });

  it("is empty when none is set", () => {
    expect(socialProfilesOf(parseEnv({ NODE_ENV: "test" }))).toEqual([]);
  });

  it("refuses an address that is not absolute", () => {
    expect(() => parseEnv({ NODE_ENV: "test", SOCIAL_X_URL: "x.com/lifescript" })).toThrow(
      /SOCIAL_X_URL must be an absolute URL/,
    );
  });
});
