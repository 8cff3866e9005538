import { describe, expect, it } from "vitest";
import { socialProfilesIn } from "./social-profiles.ts";

describe("socialProfilesIn", () => {
  it("reads the profiles of an /api/config answer", () => {
    expect(
      socialProfilesIn({
        auth: { google: false },
        socialProfiles: [{ service: "instagram", url: "https://instagram.com/lifescript" }],
      }),
    ).toEqual([{ service: "instagram", url: "https://instagram.com/lifescript" }]);
  });

  it("drops an unknown service, a URL that is not a web address and anything malformed", () => {
    expect(
      socialProfilesIn({
        socialProfiles: [
          { service: "myspace", url: "https://myspace.com/x" },
          { service: "x", url: "javascript:alert(1)" },
          "x",
          null,
          { service: "tiktok", url: "https://tiktok.com/@lifescript" },
        ],
      }),
    ).toEqual([{ service: "tiktok", url: "https://tiktok.com/@lifescript" }]);
  });

  it("shows none for an answer without profiles or one that is not an object", () => {
    expect(socialProfilesIn({ auth: {} })).toEqual([]);
    expect(socialProfilesIn(null)).toEqual([]);
    expect(socialProfilesIn("<html>")).toEqual([]);
    expect(socialProfilesIn({ socialProfiles: "x" })).toEqual([]);
  });
});
