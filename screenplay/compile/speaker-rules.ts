// Who speaks a quote (README "Story compiler", "Dialogue"). A quote by "Me", "I", "Myself" (or
// "Yo", "Ja") or by the writer's own name is the writer speaking: the cue is the protagonist of
// the development cards, else the writer's first name. Anyone else is named as the writer named
// them ("my mum" is MUM), matched to a character of the movie when one has that name.
import type { StoryCharacter } from "./story-types.ts";

/** Who the writer is on the page when nothing names them. */
export const NARRATOR = "Narrator";

const SELF_WORDS = new Set(["me", "i", "myself", "yo", "ja"]);

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

/** "my mum" → "Mum": how the writer names someone, without their own "my". */
export function personName(author: string): string {
  const a = author.trim().replace(/\s+/g, " ");
  const bare = a.replace(/^(my|mi|mój|moja|moje)\s+/i, "");
  return bare === a ? a : bare.charAt(0).toUpperCase() + bare.slice(1);
}

export function findCharacter(
  author: string,
  characters: StoryCharacter[],
): StoryCharacter | undefined {
  const a = norm(author);
  return (
    characters.find((c) => norm(c.name) === a) ??
    // "Grandma Rosa" written as "Rosa", or the other way round.
    characters.find((c) => norm(c.name).split(" ").includes(a)) ??
    characters.find((c) => a.split(" ").includes(norm(c.name)))
  );
}

/** The cue of a quote's author: the writer's name for the writer, else the person's name. */
export function speakerCue(
  author: string,
  characters: StoryCharacter[],
  self: SelfSpeaker,
): string {
  if (isSelf(author, self.ownName)) {
    const me = selfName(self) ?? NARRATOR;
    return (findCharacter(me, characters)?.name ?? me).toUpperCase();
  }
  const who = personName(author);
  return (findCharacter(who, characters)?.name ?? who).toUpperCase();
}
