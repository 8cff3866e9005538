import { describe, expect, it } from "vitest";
import { activeSection, movieOfLocation, trailOf } from "./app-sections";

const titles: Record<string, string> = { m1: "Grandma's Crossing" };
const title = (id: string) => titles[id];

describe("where an app address is", () => {
  it("names the section of each screen, none for the account's pages", () => {
    expect(activeSection("/app")).toBe("capture");
    expect(activeSection("/app/movies/m1/scenes")).toBe("capture");
    expect(activeSection("/app/characters")).toBe("capture");
    expect(activeSection("/app/life-map")).toBe("capture");
    expect(activeSection("/app/interview")).toBe("capture");
    expect(activeSection("/app/develop/Movie/advanced/m1")).toBe("develop");
    expect(activeSection("/app/movie-develop/m1")).toBe("develop");
    expect(activeSection("/app/share")).toBe("share");
    expect(activeSection("/app/account")).toBeNull();
  });

  it("finds the movie a screen is about, in its path or its ?movie=", () => {
    expect(movieOfLocation("/app/movies/m1/scenes", "")).toBe("m1");
    expect(movieOfLocation("/app/develop/Movie/m1", "")).toBe("m1");
    expect(movieOfLocation("/app/develop/Movie/advanced/m%201", "")).toBe("m 1");
    expect(movieOfLocation("/app/share", "?movie=m1")).toBe("m1");
    expect(movieOfLocation("/app/develop/Movie", "")).toBeNull();
    expect(movieOfLocation("/app/movies", "")).toBeNull();
  });

  it("gives the header's trail: section, movie, screen; the last step is the page", () => {
    expect(trailOf("/app/movies", "", title)).toEqual([{ label: "Capture", href: "/app/movies" }]);
    expect(trailOf("/app/movies/m1/scenes", "", title)).toEqual([
      { label: "Capture", href: "/app/movies" },
      { label: "Grandma's Crossing", href: "/app/movies/m1/scenes" },
    ]);
    expect(trailOf("/app/develop/Movie/advanced/m1", "", title)).toEqual([
      { label: "Develop", href: "/app/develop" },
      { label: "Grandma's Crossing", href: "/app/develop/Movie/m1" },
      { label: "Screenplay", href: "/app/develop/Movie/advanced/m1" },
    ]);
    expect(trailOf("/app/develop/Movie", "", title)).toEqual([
      { label: "Develop", href: "/app/develop" },
      { label: "Choose a movie", href: "/app/develop/Movie" },
    ]);
    expect(trailOf("/app/characters", "?movie=m1", title)).toEqual([
      { label: "Capture", href: "/app/movies" },
      { label: "Characters", href: "/app/characters" },
      { label: "Grandma's Crossing", href: "/app/characters?movie=m1" },
    ]);
    expect(trailOf("/app/subscription/success", "", title)).toEqual([
      { label: "Subscription", href: "/app/subscription" },
    ]);
  });

  it("leaves out a movie whose title is not known yet (or not this person's)", () => {
    expect(trailOf("/app/movies/zz/scenes", "", title)).toEqual([
      { label: "Capture", href: "/app/movies" },
    ]);
  });
});
