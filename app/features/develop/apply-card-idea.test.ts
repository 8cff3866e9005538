import { describe, expect, it } from "vitest";
import { developmentCatalogue } from "#contracts/development-catalogue.ts";
import { cardSpecIn, ideaSave } from "./apply-card-idea";
import type { CategoryElement, GroupedCategoryElements } from "./develop-api";

// The catalogue as the server groups it, with the given stored elements in their cards.
function grouped(stored: Partial<CategoryElement>[] = []): GroupedCategoryElements {
  const elements = stored.map((e, i): CategoryElement => ({
    id: `e${i}`,
    userId: "u1",
    movieId: "m1",
    categoryGroup: "key_categories",
    categoryType: "logline",
    subComponentType: null,
    title: "",
    subtitle: null,
    content: {},
    isCompleted: false,
    version: 3,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...e,
  }));
  const item = (key: string, own: CategoryElement[]) => ({
    completed: false,
    elements: own.filter((e) => (e.subComponentType ?? e.categoryType) === key),
  });
  return {
    movieId: "m1",
    other: [],
    groups: developmentCatalogue.map((g) => ({
      key: g.key,
      title: g.title,
      explanation: g.explanation,
      complete: 0,
      total: 0,
      categories: g.categories.map((c) => ({
        ...c,
        complete: 0,
        total: 1,
        ...item(c.key, c.subComponents.length ? [] : elements),
        subComponents: c.subComponents.map((s) => ({ ...s, ...item(s.key, elements) })),
      })),
    })),
  };
}

describe("a co-writer card suggestion applied outside the basic view", () => {
  it("finds a card by the basic view's key: a category, or a sub-component", () => {
    expect(cardSpecIn(grouped(), "theme")).toMatchObject({
      group: "key_categories",
      category: "theme",
      subComponent: null,
    });
    expect(cardSpecIn(grouped(), "protagonist")).toMatchObject({
      category: "characters",
      subComponent: "protagonist",
    });
    expect(cardSpecIn(grouped(), "no-such-card")).toBeUndefined();
  });

  it("creates an empty card with the suggestion, not completed", () => {
    expect(
      ideaSave(grouped(), "logline", "  A daughter crosses the sea. ", () => "new-id"),
    ).toEqual({
      kind: "create",
      payload: {
        id: "new-id",
        movieId: "m1",
        categoryGroup: "key_categories",
        categoryType: "logline",
        subComponentType: null,
        title: "Logline",
        content: { text: "A daughter crosses the sea." },
        isCompleted: false,
      },
    });
  });

  it("adds to what the writer wrote, keeps the rest of the card, its completion and version", () => {
    const stored = grouped([
      {
        id: "rosa",
        categoryGroup: "key_categories",
        categoryType: "characters",
        subComponentType: "protagonist",
        title: "Rosa",
        content: { characterName: "Rosa", role: "me", description: "Nineteen." },
        isCompleted: true,
      },
    ]);
    expect(ideaSave(stored, "want", "A new life.", () => "unused")).toEqual({
      kind: "update",
      id: "rosa",
      payload: {
        title: "Rosa",
        content: {
          characterName: "Rosa",
          role: "me",
          description: "Nineteen.\nWants: A new life.",
        },
        isCompleted: true,
        version: 3,
      },
    });
  });

  it("does not add the same suggestion twice", () => {
    const stored = grouped([
      { id: "t", categoryType: "theme", content: { text: "Home travels." } },
    ]);
    const again = ideaSave(stored, "theme", "Home travels.", () => "unused");
    expect(again).toMatchObject({
      kind: "update",
      payload: { content: { text: "Home travels." } },
    });
  });
});
