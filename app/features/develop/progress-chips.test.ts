import { describe, expect, it } from "vitest";
import { developmentCatalogue } from "#contracts/development-catalogue.ts";
import { scopeOf } from "#contracts/development-scope.ts";
import type { DevelopmentProgress } from "./develop-api";
import { beyondScope, stepChips } from "./progress-chips";

function progress(scenes: number, done: string[] = []): DevelopmentProgress {
  return {
    movieId: "m1",
    title: "Four memories",
    complete: 0,
    total: 5,
    percent: 0,
    scope: scopeOf(scenes),
    optionalSteps: 26,
    nextStep: null,
    scenes,
    scenesOnBeats: 1,
    hasScreenplay: false,
    groups: developmentCatalogue.map((g) => ({
      key: g.key,
      title: g.title,
      complete: 0,
      total: 0,
      categories: g.categories.map((c) => ({
        key: c.key,
        title: c.title,
        complete: 0,
        total: 1,
        completed: done.includes(c.key),
        subComponents: c.subComponents.map((s) => ({
          key: s.key,
          title: s.title,
          completed: done.includes(`${c.key}.${s.key}`),
        })),
      })),
    })),
  };
}

describe("the Develop home's steps for a movie", () => {
  it("shows a short story its five steps, the protagonist by name, then beats and draft", () => {
    expect(stepChips(progress(4, ["logline", "characters.protagonist"]))).toEqual([
      { key: "logline", label: "Logline", done: true },
      { key: "theme", label: "Theme", done: false },
      { key: "central_conflict", label: "Central conflict", done: false },
      { key: "setting", label: "Setting", done: false },
      { key: "characters.protagonist", label: "Protagonist", done: true },
      { key: "beats", label: "1/4 scenes on beats", done: false },
      { key: "draft", label: "First draft", done: false },
    ]);
    expect(beyondScope(progress(4))).toMatch(/other characters/);
  });

  it("counts every character and the three acts for a longer story", () => {
    const labels = stepChips(progress(20, ["characters.ally"])).map((c) => c.label);
    expect(labels).toContain("Characters 1/5");
    expect(labels).toContain("Three-act structure 0/3");
    expect(labels).not.toContain("Save the Cat beats 0/15");
  });

  it("says nothing is beyond when every step counts", () => {
    expect(beyondScope({ ...progress(60), optionalSteps: 0 })).toBe("");
    expect(stepChips(progress(60)).map((c) => c.label)).toContain("Save the Cat beats 0/15");
  });
});
