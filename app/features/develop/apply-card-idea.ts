import { addIdea, IDEA_TARGETS, type CardIdea } from "#app/features/cowriter/card-ideas";
import { cardSave, initialValues, type CardSave, type CardSpec } from "./category-form";
import type { GroupedCategoryElements } from "./develop-api";

// A co-writer suggestion put into its guided card where the cards are not on screen (the
// advanced editor): the same card, field and joining rule as the basic view's "Use this"
// (card-ideas.ts), saved as the card would save it. Pure, so the rules are tested without a page.

/** The guided card keyed as the basic view keys its cards (a sub-component's key, else its
 * category's), with what is stored in it. */
export function cardSpecIn(grouped: GroupedCategoryElements, card: string): CardSpec | undefined {
  for (const group of grouped.groups) {
    for (const category of group.categories) {
      const hit =
        category.subComponents.length === 0 && category.key === card
          ? { item: category, sub: null }
          : category.subComponents
              .filter((s) => s.key === card)
              .map((s) => ({ item: s, sub: s.key }))[0];
      if (!hit) continue;
      return {
        movieId: grouped.movieId,
        group: group.key,
        category: category.key,
        subComponent: hit.sub,
        title: hit.item.title,
        explanation: hit.item.explanation,
        example: hit.item.example,
        fields: hit.item.fields,
        element: hit.item.elements[0],
        prefill: {},
        prefillSource: null,
        choices: [],
      };
    }
  }
  return undefined;
}

/** The save that adds the suggestion to its card (after what the writer wrote, never twice);
 * the card's completion stays as it was. Null when the catalogue has no such card. */
export function ideaSave(
  grouped: GroupedCategoryElements,
  idea: CardIdea,
  text: string,
  newId: () => string,
): CardSave | null {
  const target = IDEA_TARGETS[idea];
  const spec = cardSpecIn(grouped, target.card);
  if (!spec) return null;
  const values = initialValues(spec);
  values[target.field] = addIdea(values[target.field] ?? "", `${target.prefix}${text.trim()}`);
  return cardSave(spec, values, spec.element?.isCompleted ?? false, {
    id: spec.element?.id ?? newId(),
    version: spec.element?.version ?? 0,
  });
}
