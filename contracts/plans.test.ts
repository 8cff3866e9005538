import { describe, expect, it } from "vitest";
import { describeLimit, planFeatures, planLimitKeys, PLANS } from "./plans.ts";

const everything = { gifs: true, voice: true };
const nothing = { gifs: false, voice: false };

describe("what a plan lists on a server", () => {
  it("lists every limit and feature where every optional service is on", () => {
    expect(planLimitKeys(everything)).toEqual(["movies", "mediaBytes", "voiceSeconds"]);
    expect(planFeatures(PLANS.free, everything)).toEqual([
      "Capture scenes with photos, videos, GIFs and quotes",
      "Develop a movie into a formatted screenplay",
      "PDF and Fountain export",
      "Share links to your screenplay",
    ]);
  });

  it("names no GIFs and no voice dictation where GIF search and transcription are off", () => {
    for (const plan of [PLANS.free, PLANS.pro]) {
      const lines = [
        ...planLimitKeys(nothing).map((key) => describeLimit(key, plan.limits[key])),
        ...planFeatures(plan, nothing),
      ];
      expect(lines.join("\n"), plan.id).not.toMatch(/GIF|voice|dictat/i);
    }
    expect(planFeatures(PLANS.free, nothing)[0]).toBe(
      "Capture scenes with photos, videos and quotes",
    );
    expect(planFeatures(PLANS.pro, nothing)).toEqual(planFeatures(PLANS.pro, everything));
  });

  it("follows each service on its own", () => {
    expect(planLimitKeys({ gifs: true, voice: false })).toEqual(["movies", "mediaBytes"]);
    expect(planFeatures(PLANS.free, { gifs: false, voice: true })[0]).toBe(
      "Capture scenes with photos, videos and quotes",
    );
  });
});
