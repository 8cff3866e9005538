import { describe, expect, it } from "vitest";
import {
  applyChoice,
  cardSave,
  initialValues,
  isDirty,
  isEmpty,
  isPrefilled,
  sameState,
  storedState,
  type CardSpec,
} from "./category-form";
import type { CategoryElement } from "./develop-api";

const spec = (over: Partial<CardSpec> = {}): CardSpec => ({
  movieId: "m1",
  group: "story",
  category: "setting",
  subComponent: null,
  title: "Setting",
  explanation: "Where it happens",
  example: "A fishing village",
  fields: [
    { key: "place", label: "Place" },
    { key: "time", label: "Time", multiline: true },
  ],
  element: undefined,
  prefill: {},
  prefillSource: null,
  choices: [],
  ...over,
});

const saved = {
  id: "e1",
  version: 3,
  isCompleted: false,
  content: { place: "Lisbon", time: 1961 },
} as unknown as CategoryElement;

describe("a guided card's form", () => {
  it("starts from the saved text, else from what was captured", () => {
    expect(initialValues(spec({ element: saved }))).toEqual({ place: "Lisbon", time: "" });
    expect(initialValues(spec({ prefill: { place: "Harbour" } }))).toEqual({
      place: "Harbour",
      time: "",
    });
  });

  it("an untouched prefill is not an unsaved change", () => {
    const s = spec({ prefill: { place: "Harbour" }, prefillSource: "your scenes" });
    expect(isPrefilled(s)).toBe(true);
    expect(isDirty(s, initialValues(s))).toBe(false);
    expect(isDirty(s, { place: "Harbour town", time: "" })).toBe(true);
    expect(isPrefilled(spec({ prefill: { place: "  " } }))).toBe(false);
    expect(isPrefilled(spec({ element: saved, prefill: { place: "x" } }))).toBe(false);
  });

  it("is empty when every field is blank", () => {
    expect(isEmpty(spec(), { place: " ", time: "" })).toBe(true);
    expect(isEmpty(spec(), { place: "", time: "dawn" })).toBe(false);
  });

  it("a choice adds to a setting but replaces other cards' fields", () => {
    expect(applyChoice(spec(), { place: "Lisbon", time: "" }, { place: "Halifax" })).toEqual({
      place: "Lisbon\nHalifax",
      time: "",
    });
    expect(applyChoice(spec(), { place: " ", time: "" }, { place: "Halifax" }).place).toBe(
      "Halifax",
    );
    expect(
      applyChoice(spec({ category: "characters" }), { place: "Rosa" }, { place: "Marta" }).place,
    ).toBe("Marta");
  });

  it("creates with trimmed fields, the card's title and a new id", () => {
    expect(
      cardSave(spec(), { place: " Lisbon ", time: "1961 " }, true, { id: "new-id", version: 0 }),
    ).toEqual({
      kind: "create",
      payload: {
        id: "new-id",
        movieId: "m1",
        categoryGroup: "story",
        categoryType: "setting",
        subComponentType: null,
        title: "Setting",
        content: { place: "Lisbon", time: "1961" },
        isCompleted: true,
      },
    });
  });

  it("saves a field's change or a completion, never a field the card does not have", () => {
    const s = spec({ element: saved });
    const start = storedState(s);
    expect(start).toEqual({ values: { place: "Lisbon", time: "" }, isCompleted: false });
    expect(sameState(s, start, { ...start, values: { ...start.values, other: "x" } })).toBe(true);
    expect(sameState(s, start, { ...start, isCompleted: true })).toBe(false);
    expect(sameState(s, start, { ...start, values: { place: "Lisbon ", time: "" } })).toBe(false);
  });

  it("updates with the stored version; a character card is titled by the name", () => {
    const character = spec({
      category: "characters",
      element: saved,
      fields: [{ key: "characterName", label: "Name" }],
    });
    expect(cardSave(character, { characterName: "Rosa" }, false, { id: "e1", version: 3 })).toEqual(
      {
        kind: "update",
        id: "e1",
        payload: {
          title: "Rosa",
          content: { characterName: "Rosa" },
          isCompleted: false,
          version: 3,
        },
      },
    );
  });
});
