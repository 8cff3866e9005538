// Where each of the co-writer's card suggestions goes in the basic view's guided cards, and how
// it joins what the card already holds. Pure: the rules are tested without a page.

export type CardIdea = "logline" | "theme" | "want" | "need";

export type IdeaTarget = {
  /** The card: its sub-component's key, else its category's (as the basic view keys them). */
  card: string;
  cardTitle: string;
  field: string;
  /** Put before the suggestion, so a want and a need read as such in a character's card. */
  prefix: string;
};

export const IDEA_TARGETS: Record<CardIdea, IdeaTarget> = {
  logline: { card: "logline", cardTitle: "Logline", field: "text", prefix: "" },
  theme: { card: "theme", cardTitle: "Theme", field: "text", prefix: "" },
  want: { card: "protagonist", cardTitle: "Protagonist", field: "description", prefix: "Wants: " },
  need: { card: "protagonist", cardTitle: "Protagonist", field: "description", prefix: "Needs: " },
};

/** A suggestion handed to its card; a new id for each click, so using it twice is two uses. */
export type CardFill = { id: number; card: string; field: string; line: string };

export function fillFor(idea: CardIdea, text: string, id: number): CardFill {
  const target = IDEA_TARGETS[idea];
  return { id, card: target.card, field: target.field, line: `${target.prefix}${text.trim()}` };
}

/**
 * The field with the suggestion in it: the suggestion alone when the field is empty, else added
 * on a line of its own after what the writer wrote (never replacing it), and not twice.
 */
export function addIdea(current: string, line: string): string {
  const kept = current.trimEnd();
  if (kept === "") return line;
  if (kept.split("\n").some((l) => l.trim() === line.trim())) return current;
  return `${kept}\n${line}`;
}
