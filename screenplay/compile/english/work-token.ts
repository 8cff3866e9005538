import type { Token } from "./tokens.ts";

// A token while a sentence is being rewritten: it may be dropped, stand for the writer (its
// word holds WRITER, replaced by the name when the sentence is kept) or be a subject whose
// number the verb after it takes.
export interface WorkToken extends Token {
  removed?: boolean;
  writer?: boolean;
  subject?: "sg" | "pl";
  /** A verb the present-tense rule has already put in the present. */
  verb?: boolean;
}

/** Stands for the writer's name in a rewritten sentence until the compiler names them (in
 * capitals the first time). */
export const WRITER = "\u0001";

export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The index of the token before `i` that counts (not dropped, not an adverb when `skip` says
 * so), or -1. */
export function previous(
  tokens: WorkToken[],
  i: number,
  skip: (t: WorkToken) => boolean = () => false,
): number {
  for (let j = i - 1; j >= 0; j--) {
    const t = tokens[j] as WorkToken;
    if (t.removed) continue;
    if (skip(t)) continue;
    return j;
  }
  return -1;
}
