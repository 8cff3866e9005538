// Who speaks a quote. A quote by "Me", "I" (or "Myself") or by the writer's own name is the
// writer speaking: the cue is the protagonist of the development cards, else the writer's first
// name; only when neither is known does the author's word stay as it was.

const SELF_WORDS = new Set(["me", "i", "myself"]);

export interface SelfSpeaker {
  /** The writer's full name (the account's name). */
  ownName?: string | undefined;
  /** The protagonist card's character name. */
  protagonist?: string | undefined;
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

/** True when `author` is the writer: "Me", "I", "Myself", the full name or the first name. */
export function isSelf(author: string, ownName: string | undefined): boolean {
  const a = norm(author);
  if (SELF_WORDS.has(a)) return true;
  if (!ownName || !ownName.trim()) return false;
  const full = norm(ownName);
  return a === full || a === full.split(" ")[0];
}

/** The name that speaks for the writer, or undefined when nothing names them. */
export function selfName(self: SelfSpeaker): string | undefined {
  const protagonist = self.protagonist?.trim();
  if (protagonist) return protagonist;
  const first = self.ownName?.trim().split(/\s+/)[0];
  return first || undefined;
}
