import type { CategoryElementCreate, CategoryElementUpdate } from "#contracts/category-element.ts";
import type { CategoryElement } from "./develop-api";

// A guided card's form as data: what its fields start from, when it has unsaved changes, how a
// one-tap choice fills it, and what saving sends. Pure, so the rules are tested without a page.

export type CardField = { key: string; label: string; multiline?: boolean };

export type CardSpec = {
  movieId: string;
  group: string;
  category: string;
  subComponent: string | null;
  title: string;
  explanation: string;
  example: string;
  fields: CardField[];
  element: CategoryElement | undefined;
  /** Values captured elsewhere (Characters page, scenes) to start from when nothing is saved. */
  prefill: Record<string, string>;
  prefillSource: string | null;
  /** One-tap fills offered under the fields (e.g. each captured character). */
  choices: { label: string; values: Record<string, string> }[];
};

export type CardValues = Record<string, string>;

function contentText(element: CategoryElement | undefined, key: string): string {
  const value = element?.content[key];
  return typeof value === "string" ? value : "";
}

// What a field shows before any edit: the saved text, else what was captured elsewhere.
function startingValue(spec: CardSpec, key: string): string {
  return spec.element ? contentText(spec.element, key) : (spec.prefill[key] ?? "");
}

export function initialValues(spec: CardSpec): CardValues {
  const values: CardValues = {};
  for (const field of spec.fields) values[field.key] = startingValue(spec, field.key);
  return values;
}

// A pre-filled card that was not touched has no unsaved changes: it says where it came from.
export function isDirty(spec: CardSpec, values: CardValues): boolean {
  return spec.fields.some((f) => (values[f.key] ?? "") !== startingValue(spec, f.key));
}

export function isEmpty(spec: CardSpec, values: CardValues): boolean {
  return spec.fields.every((f) => (values[f.key] ?? "").trim() === "");
}

export function isPrefilled(spec: CardSpec): boolean {
  return !spec.element && Object.values(spec.prefill).some((v) => v.trim() !== "");
}

// A setting adds to what is written; a character (any other card) replaces the fields.
export function applyChoice(
  spec: CardSpec,
  values: CardValues,
  choice: Record<string, string>,
): CardValues {
  const next = { ...values };
  for (const [key, value] of Object.entries(choice)) {
    next[key] =
      spec.category === "setting" && (values[key] ?? "").trim() !== ""
        ? `${values[key]}\n${value}`
        : value;
  }
  return next;
}

export type CardSave =
  | { kind: "create"; payload: CategoryElementCreate }
  | { kind: "update"; id: string; payload: CategoryElementUpdate };

/** What a card saves as it goes: its fields and whether it is marked complete. */
export type CardState = { values: CardValues; isCompleted: boolean };

export function storedState(spec: CardSpec): CardState {
  return { values: initialValues(spec), isCompleted: spec.element?.isCompleted ?? false };
}

export function sameState(spec: CardSpec, a: CardState, b: CardState): boolean {
  return (
    a.isCompleted === b.isCompleted &&
    spec.fields.every((f) => (a.values[f.key] ?? "") === (b.values[f.key] ?? ""))
  );
}

// The request that saves the card: trimmed fields; a character card is titled by its name. The
// card's element is `stored`: version 0 creates it under that id (a retry makes nothing twice).
export function cardSave(
  spec: CardSpec,
  values: CardValues,
  isCompleted: boolean,
  stored: { id: string; version: number },
): CardSave {
  const content: Record<string, string> = {};
  for (const field of spec.fields) content[field.key] = (values[field.key] ?? "").trim();
  const title =
    (spec.subComponent || spec.category === "characters") && content.characterName
      ? content.characterName
      : spec.title;
  if (stored.version > 0) {
    return {
      kind: "update",
      id: stored.id,
      payload: { title, content, isCompleted, version: stored.version },
    };
  }
  return {
    kind: "create",
    payload: {
      id: stored.id,
      movieId: spec.movieId,
      categoryGroup: spec.group,
      categoryType: spec.category,
      subComponentType: spec.subComponent,
      title,
      content,
      isCompleted,
    },
  };
}
