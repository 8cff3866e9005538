// The words for the people in a life: family, and the few others people name by their part in it
// ("my teacher", "our neighbour"). Each maps to a relation (the card's "mother", "brother") and,
// where it is clear, a gender (to tell who "she said" was).

export type Gender = "f" | "m" | null;

export interface Kin {
  relation: string;
  gender: Gender;
  // Used on its own as a name, as in "Mum said" ("Mother" and "Brother" are not: "What did your
  // mother say?" rather than "What did Mother say?").
  asName: boolean;
  // Put before a first name as part of it: "Auntie Jo", "Grandma Rose", "Uncle Frank".
  title: boolean;
}

const k = (relation: string, gender: Gender, asName = false, title = false): Kin => ({
  relation,
  gender,
  asName,
  title,
});

export const KIN: Record<string, Kin> = {
  mum: k("mother", "f", true),
  mom: k("mother", "f", true),
  mam: k("mother", "f", true),
  mammy: k("mother", "f", true),
  mummy: k("mother", "f", true),
  mommy: k("mother", "f", true),
  mama: k("mother", "f", true),
  momma: k("mother", "f", true),
  ma: k("mother", "f", true),
  mother: k("mother", "f"),
  dad: k("father", "m", true),
  daddy: k("father", "m", true),
  da: k("father", "m", true),
  pa: k("father", "m", true),
  papa: k("father", "m", true),
  father: k("father", "m"),
  grandma: k("grandmother", "f", true, true),
  grandmom: k("grandmother", "f", true, true),
  grandmama: k("grandmother", "f", true, true),
  granny: k("grandmother", "f", true, true),
  grannie: k("grandmother", "f", true, true),
  gran: k("grandmother", "f", true, true),
  nan: k("grandmother", "f", true, true),
  nana: k("grandmother", "f", true, true),
  nanna: k("grandmother", "f", true, true),
  nonna: k("grandmother", "f", true, true),
  oma: k("grandmother", "f", true, true),
  grandmother: k("grandmother", "f"),
  grandpa: k("grandfather", "m", true, true),
  grandad: k("grandfather", "m", true, true),
  granddad: k("grandfather", "m", true, true),
  grandaddy: k("grandfather", "m", true, true),
  granddaddy: k("grandfather", "m", true, true),
  gramps: k("grandfather", "m", true),
  grampa: k("grandfather", "m", true, true),
  grandpop: k("grandfather", "m", true, true),
  nonno: k("grandfather", "m", true, true),
  opa: k("grandfather", "m", true, true),
  grandfather: k("grandfather", "m"),
  brother: k("brother", "m"),
  "half-brother": k("half-brother", "m"),
  stepbrother: k("stepbrother", "m"),
  sister: k("sister", "f"),
  "half-sister": k("half-sister", "f"),
  stepsister: k("stepsister", "f"),
  aunt: k("aunt", "f", false, true),
  auntie: k("aunt", "f", true, true),
  aunty: k("aunt", "f", true, true),
  "great-aunt": k("great-aunt", "f", false, true),
  uncle: k("uncle", "m", false, true),
  "great-uncle": k("great-uncle", "m", false, true),
  cousin: k("cousin", null, false, true),
  son: k("son", "m"),
  daughter: k("daughter", "f"),
  stepson: k("stepson", "m"),
  stepdaughter: k("stepdaughter", "f"),
  grandson: k("grandson", "m"),
  granddaughter: k("granddaughter", "f"),
  niece: k("niece", "f"),
  nephew: k("nephew", "m"),
  husband: k("husband", "m"),
  wife: k("wife", "f"),
  "ex-husband": k("ex-husband", "m"),
  "ex-wife": k("ex-wife", "f"),
  partner: k("partner", null),
  fiancé: k("fiancé", "m"),
  fiance: k("fiancé", "m"),
  fiancée: k("fiancée", "f"),
  fiancee: k("fiancée", "f"),
  boyfriend: k("boyfriend", "m"),
  girlfriend: k("girlfriend", "f"),
  stepmother: k("stepmother", "f"),
  stepmum: k("stepmother", "f", true),
  stepmom: k("stepmother", "f", true),
  stepfather: k("stepfather", "m"),
  stepdad: k("stepfather", "m", true),
  "mother-in-law": k("mother-in-law", "f"),
  "father-in-law": k("father-in-law", "m"),
  "sister-in-law": k("sister-in-law", "f"),
  "brother-in-law": k("brother-in-law", "m"),
  godmother: k("godmother", "f"),
  godfather: k("godfather", "m"),
  friend: k("friend", null),
  neighbour: k("neighbour", null),
  neighbor: k("neighbour", null),
  teacher: k("teacher", null),
  headmaster: k("headteacher", "m"),
  headmistress: k("headteacher", "f"),
  boss: k("boss", null),
  landlady: k("landlady", "f"),
  landlord: k("landlord", "m"),
  coach: k("coach", null),
  flatmate: k("flatmate", null),
  roommate: k("roommate", null),
  colleague: k("colleague", null),
};

/** A first name or a surname, capitalised, as a regex source: "Tom", "O'Brien", "McDonald",
 * "Mary-Jane" (and "Sarah's", whose "'s" the caller drops). */
export const NAME_WORD = String.raw`[A-Z][a-z]*(?:['’-]?[A-Z]?[a-z]+)+`;

/** The kin words, longest first, as a regex alternation (match case-insensitively). */
export const KIN_WORD = Object.keys(KIN)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/-/g, "[- ]?"))
  .join("|");

/** The kin words that go before a first name ("Auntie Jo"), as a regex alternation, capitalised. */
export const TITLE_KIN = Object.entries(KIN)
  .filter(([, kin]) => kin.title)
  .map(([w]) => w[0]?.toUpperCase() + w.slice(1))
  .sort((a, b) => b.length - a.length)
  .join("|");

/** The kin words used on their own as a name ("Mum", "Grandpa"), as a regex alternation that
 * takes them capitalised or not ("Mum", "mum"). */
export const NAME_KIN = Object.entries(KIN)
  .filter(([, kin]) => kin.asName)
  .map(([w]) => w)
  .sort((a, b) => b.length - a.length)
  .map((w) => `[${w[0]?.toUpperCase()}${w[0]}]${w.slice(1)}`)
  .join("|");

// Adjectives people put between "my" and the word: "my big sister", "my late husband".
export const KIN_ADJECTIVES = String.raw`(?:(?:big|little|older|younger|elder|eldest|oldest|youngest|baby|kid|twin|late|dear|beloved|best|favourite|favorite|lovely|poor|old|new|first|second|third|only|other|real|step|great|darling)\s+){0,2}`;

/** The kin word's entry (any case, "Grand-dad" or "granddad"), if it is one. */
export function kinOf(word: string): Kin | undefined {
  const w = word
    .toLowerCase()
    .replace(/['’]s$/, "")
    .replace(/\s+/g, "-");
  return KIN[w] ?? KIN[w.replace(/-/g, "")];
}

/** "mum" as a name: "Mum"; "great aunt" as "Great-aunt". */
export function kinAsName(word: string): string {
  const w = word.replace(/['’]s$/, "").replace(/\s+/g, "-");
  return w[0]?.toUpperCase() + w.slice(1).toLowerCase();
}
