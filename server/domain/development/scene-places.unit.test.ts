import { describe, expect, it } from "vitest";
import type { ScreenplayDocument, StoryInput, StoryScene } from "../screenplay/engine.ts";
import { scenePlaces } from "./scene-places.ts";

// The story compiler decides where a scene without a location happens (its heading rules have
// their own tests); these rules only read its headings: a stand-in compiler gives the headings.
const heading = (text: string): ScreenplayDocument => ({
  titlePage: { entries: [] },
  elements: [
    { type: "action", text: "SUPER: SUMMER 1998" },
    { type: "scene_heading", text },
  ],
});

const scene = (id: string, title: string, text: string, location?: string): StoryScene => ({
  id,
  title,
  ...(location ? { location } : {}),
  elements: [{ id: `${id}-t`, elementType: "text", content: { text } }],
});

describe("scenePlaces", () => {
  const story: StoryInput = {
    movie: { title: "Summers" },
    scenes: [
      scene("a", "Grandma's", "We sat in Grandma's kitchen until late.", undefined),
      scene("b", "Tom's letter", "I read it twice.", undefined),
      scene("c", "The jetty", "Nothing to say.", "  The old jetty "),
      scene("d", "", "", undefined),
      scene("e", "Night swim", "The water was black.", undefined),
    ],
  };
  const compile = (input: StoryInput): ScreenplayDocument => {
    const s = input.scenes[0];
    if (!s || s.id === "nowhere" || s.id === "d") return heading("INT. SOMEWHERE - DAY");
    if (s.id === "a") return heading("INT. GRANDMA'S KITCHEN - NIGHT (JULY 14, 1998)");
    if (s.id === "b") return heading("INT. TOM'S LETTER - DAY");
    return heading("EXT. LAKE - NIGHT");
  };

  it("takes a location as written, else the compiler's place as the scene's words write it", () => {
    expect(Object.fromEntries(scenePlaces(story, compile))).toEqual({
      a: { text: "Grandma's kitchen", source: "scene" },
      c: { text: "The old jetty", source: "location" },
      e: { text: "Lake", source: "scene" },
    });
  });
});
