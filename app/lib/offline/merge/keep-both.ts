// "Keep both" for one field both sides changed: what can hold two values holds both, the
// person's own first. Words are joined (paragraphs after a blank line, a title or a name with a
// slash between); a date, a number, a photo's address or a choice from a list holds one value,
// so there the person picks mine or theirs.

const PARAGRAPHS = new Set(["description", "content", "text", "quote", "caption"]);
const LINES = new Set(["title", "name", "role", "location", "timeOfDay", "author", "alt"]);

// "elements[<id>].content.text" → "text"
export const lastKey = (field: string) => field.split(".").at(-1)?.replace(/\[.*$/, "") ?? field;

export function canKeepBoth(field: string, mine: unknown, theirs: unknown): boolean {
  const key = lastKey(field);
  return (
    typeof mine === "string" &&
    typeof theirs === "string" &&
    (PARAGRAPHS.has(key) || LINES.has(key))
  );
}

export function keepBoth(field: string, mine: string, theirs: string): string {
  if (mine.includes(theirs)) return mine;
  if (theirs.includes(mine)) return theirs;
  return PARAGRAPHS.has(lastKey(field)) ? `${mine}\n\n${theirs}` : `${mine} / ${theirs}`;
}
