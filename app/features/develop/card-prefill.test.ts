import { describe, expect, it } from "vitest";
import { prefillFor } from "./card-prefill";
import type { DevelopmentSuggestions } from "./develop-api";

const person = (
  name: string,
  source: DevelopmentSuggestions["characters"][number]["source"],
  role: string | null = null,
) => ({ name, role, description: null, source, characterId: null, sceneIds: [] });

const suggestions = (over: Partial<DevelopmentSuggestions> = {}): DevelopmentSuggestions => ({
  movieId: "m",
  writerName: "Jane Doe",
  characters: [person("Jane Doe", "writer"), person("Mum", "quote")],
  settings: [
    { text: "The pier", source: "location", sceneIds: ["s1"] },
    { text: "Kitchen", source: "scene", sceneIds: ["s2"] },
  ],
  logline: null,
  genre: "drama",
  ...over,
});

const characters = { key: "characters" };

describe("what the guided cards suggest", () => {
  it("suggests the writer as the protagonist, never the first quote's speaker", () => {
    const prefill = prefillFor(characters, "protagonist", suggestions());
    expect(prefill.prefill).toEqual({ characterName: "Jane Doe", role: "", description: "" });
    expect(prefill.prefillSource).toBe("your name on your account");
    expect(prefill.choices.map((c) => c.label)).toEqual(["Jane Doe (you)", "Mum"]);
  });

  it("takes the writer's entry on the Characters page, or the protagonist the person named there", () => {
    const onPage = suggestions({
      characters: [person("Jane", "characters", "a nurse"), person("Mum", "quote")],
    });
    expect(prefillFor(characters, "protagonist", onPage)).toMatchObject({
      prefill: { characterName: "Jane", role: "a nurse" },
      prefillSource: "your Characters page",
    });
    const chosen = suggestions({
      characters: [person("Jane Doe", "writer"), person("Tom", "characters", "the protagonist")],
    });
    expect(prefillFor(characters, "protagonist", chosen).prefill.characterName).toBe("Tom");
  });

  it("suggests another role only when the Characters page names it", () => {
    expect(prefillFor(characters, "antagonist", suggestions()).prefill).toEqual({});
    const rival = suggestions({
      characters: [person("Jane Doe", "writer"), person("Kate", "characters", "her rival")],
    });
    expect(prefillFor(characters, "antagonist", rival).prefill.characterName).toBe("Kate");
  });

  it("suggests the places the scenes happen as the setting", () => {
    expect(prefillFor({ key: "setting" }, null, suggestions())).toEqual({
      prefill: { text: "The pier\nKitchen" },
      prefillSource: "where your scenes happen",
      choices: [
        { label: "The pier", values: { text: "The pier" } },
        { label: "Kitchen", values: { text: "Kitchen" } },
      ],
    });
    expect(prefillFor({ key: "setting" }, null, suggestions({ settings: [] })).prefill).toEqual({});
  });

  it("suggests nothing without an account name or a place", () => {
    const none = suggestions({ writerName: null, characters: [person("Mum", "quote")] });
    expect(prefillFor(characters, "protagonist", none).prefill).toEqual({});
    expect(prefillFor({ key: "logline" }, null, none).prefill).toEqual({});
    expect(prefillFor({ key: "genre" }, null, none).prefill).toEqual({ text: "drama" });
  });
});
