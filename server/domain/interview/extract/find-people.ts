import {
  KIN_ADJECTIVES,
  KIN_WORD,
  kinAsName,
  kinOf,
  NAME_KIN,
  NAME_WORD,
  TITLE_KIN,
  type Gender,
} from "./family-words.ts";
import type { NamedEntities } from "./find-named-entities.ts";

// The people of an answer (README.md, "People"): family words ("Mum", "my brother Tom", "Auntie
// Jo"), titles ("Mrs Kelly"), the names compromise knows, and capitalised words where only a
// person can stand ("Kasia said", "Priya and I", "I met Declan"). Mentions of one person are merged
// across the whole answer, so "my brother Tom" in one moment makes "Tom" a brother in the next.

export interface Person {
  // How the answer names them: "Tom", "Auntie Jo", "Mum", "Mother" (from "my mother").
  name: string;
  relation: string | null;
  gender: Gender;
}
export interface PersonMention {
  start: number;
  end: number;
  person: Person;
}

const HONORIFIC = String.raw`(?:Mr|Mrs|Ms|Miss|Dr|Doctor|Professor|Prof|Father|Sister|Brother|Nurse|Captain|Sergeant|Reverend|Rev|Señor|Señora|Madame|Monsieur)`;
const NAME = String.raw`(?:${HONORIFIC}\.? )?${NAME_WORD}(?: ${NAME_WORD})?`;
const PERSON_VERBS = String.raw`(?:said|says|told|tells|asked|asks|shouted|yelled|whispered|replied|answered|cried|muttered|screamed|snapped|laughed|giggled|grinned|winked|sobbed|sighed|smiled|nodded|hugged|kissed|died|married|loved|hated|knew|wanted|thought|felt|promised|insisted|explained|announced|warned|sang)`;

// Capitalised words that are not names, even where a name could stand.
const NOT_NAMES = new Set(
  (
    "I I'm I'd I've I'll The A An And But Then So We He She They It My Our His Her Their This That These Those There " +
    "When What Who Why How Where Which While Nobody Everyone Everybody Someone Somebody Anyone Anybody Nothing " +
    "Everything Something Yes No Oh Well OK Okay Hello Goodbye Sorry Please Thanks God Lord Jesus Christ Heaven " +
    "Mummy Daddy Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June " +
    "July August September October November December Christmas Easter Halloween English British American Irish " +
    "Scottish Welsh French German Polish Spanish Italian Indian Chinese Jewish Catholic Protestant Muslim " +
    "Dear Love Hi Mister Missus Sir Madam Ma'am Once Later Before After Now Today Yesterday Tomorrow Still " +
    "Even Just Only Also Maybe Perhaps Every Each Both All Some Any Because Since Until If Although Though " +
    "Again Never Always Sometimes Often Soon Afterwards Meanwhile Suddenly Finally Eventually Luckily Sadly"
  ).split(" "),
);

function isName(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    words.length > 0 &&
    !words.some((w) => NOT_NAMES.has(w.replace(/['’]s$/, ""))) &&
    !kinOf(words[words.length - 1] as string)?.asName
  );
}

const honorificGender = (name: string): Gender =>
  /^(?:Mrs|Ms|Miss|Sister|Nurse|Señora|Madame)\b/.test(name)
    ? "f"
    : /^(?:Mr|Father|Brother|Señor|Monsieur)\b/.test(name)
      ? "m"
      : null;

const clean = (name: string): string =>
  name
    .replace(/['’]s$/, "")
    .replace(/[.,;:]+$/, "")
    .trim();

interface Candidate extends PersonMention {
  // Higher wins where two candidates overlap.
  rank: number;
}

function collect(
  pattern: RegExp,
  text: string,
  rank: number,
  make: (m: RegExpExecArray) => { start: number; end: number; person: Person } | null,
): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(pattern)) {
    const found = make(m as RegExpExecArray);
    if (found && found.person.name) out.push({ ...found, rank });
  }
  return out;
}

function kinPerson(kinWord: string, name: string | null): Person | null {
  const kin = kinOf(kinWord);
  if (!kin) return null;
  return {
    name: name ? clean(name) : kinAsName(kinWord),
    relation: kin.relation,
    gender: kin.gender,
  };
}

function candidates(text: string, entities: NamedEntities): Candidate[] {
  const span = (m: RegExpExecArray, group: string) => {
    const value = m.groups?.[group] ?? "";
    const at = m.index + m[0].lastIndexOf(value);
    return { start: at, end: at + value.length };
  };
  return [
    // "my brother Tom", "my best friend, Sarah Jones", "our neighbour Mrs Kelly"
    ...collect(
      new RegExp(
        String.raw`\b(?:[Mm]y|[Oo]ur) ${KIN_ADJECTIVES}(?<kin>${KIN_WORD}),? (?<name>${NAME})`,
        "g",
      ),
      text,
      5,
      (m) => {
        const name = clean(m.groups?.name ?? "");
        if (!isName(name) || kinOf(name)) return null;
        const person = kinPerson(m.groups?.kin ?? "", name);
        return person ? { start: m.index, end: m.index + m[0].length, person } : null;
      },
    ),
    // "Tom, my brother"
    ...collect(
      new RegExp(
        String.raw`(?<name>${NAME}), (?:my|our) ${KIN_ADJECTIVES}(?<kin>${KIN_WORD})\b`,
        "g",
      ),
      text,
      5,
      (m) => {
        const name = clean(m.groups?.name ?? "");
        if (!isName(name) || kinOf(name)) return null;
        const person = kinPerson(m.groups?.kin ?? "", name);
        return person ? { start: m.index, end: m.index + m[0].length, person } : null;
      },
    ),
    // "Auntie Jo", "Grandma Rose", "Uncle Frank"
    ...collect(
      new RegExp(String.raw`\b(?<kin>${TITLE_KIN}) (?<name>${NAME_WORD})`, "g"),
      text,
      4,
      (m) => {
        const first = clean(m.groups?.name ?? "");
        if (!isName(first) || kinOf(first)) return null;
        const kin = kinOf(m.groups?.kin ?? "");
        if (!kin) return null;
        const name = `${m.groups?.kin} ${first}`;
        return {
          start: m.index,
          end: m.index + name.length,
          person: { name, relation: kin.relation, gender: kin.gender },
        };
      },
    ),
    // "Mrs Kelly", "Dr. Patel", "Father O'Brien" (a priest, not a father)
    ...collect(new RegExp(String.raw`\b${HONORIFIC}\.? ${NAME_WORD}`, "g"), text, 3, (m) => {
      const name = clean(m[0]);
      return {
        start: m.index,
        end: m.index + m[0].length,
        person: { name, relation: null, gender: honorificGender(name) },
      };
    }),
    // "my mum", "our grandmother", "my late husband"
    ...collect(
      new RegExp(String.raw`\b(?:[Mm]y|[Oo]ur) ${KIN_ADJECTIVES}(?<kin>${KIN_WORD})\b`, "g"),
      text,
      2,
      (m) => {
        const person = kinPerson(m.groups?.kin ?? "", null);
        return person ? { start: m.index, end: m.index + m[0].length, person } : null;
      },
    ),
    // "Mum said", "when Grandpa came home", "mum and dad" (not "his mum" or "a dad")
    ...collect(
      new RegExp(
        String.raw`(?<!\b(?:[Hh]is|[Hh]er|[Tt]heir|[Yy]our|[Aa]|[Tt]he|[Ww]hose|[Ee]very|[Aa]ny|[Mm]y|[Oo]ur)\s)\b(?<kin>${NAME_KIN})\b`,
        "g",
      ),
      text,
      1,
      (m) => {
        const word = m.groups?.kin ?? "";
        // Lower-case "ma", "pa" and "da" are too often other words.
        if (word.length <= 2 && word === word.toLowerCase()) return null;
        const person = kinPerson(word, null);
        return person ? { start: m.index, end: m.index + m[0].length, person } : null;
      },
    ),
    // "Kasia said", "Priya and I", "I met Declan", "with Siobhan"
    ...collect(
      new RegExp(
        String.raw`\b(?<name>${NAME_WORD})(?= (?:and (?:I|me)\b|${PERSON_VERBS}\b))|\b(?:with|met|meet|meeting|married|marry|marrying|kissed|hugged|dated|dating|phoned|rang|beside|me and|called|named) (?<name2>${NAME_WORD}(?: ${NAME_WORD})?)\b`,
        "g",
      ),
      text,
      1,
      (m) => {
        const group = m.groups?.name ? "name" : "name2";
        const name = clean(m.groups?.[group] ?? "");
        if (!isName(name) || kinOf(name)) return null;
        const { start } = span(m, group);
        const end = start + name.length;
        if (entities.places.some((p) => start < p.end && p.start < end)) return null;
        return { start, end, person: { name, relation: null, gender: null } };
      },
    ),
    ...entities.people.flatMap((p) => {
      const name = clean(p.text);
      const kin = kinOf(name);
      // "St Mary's" is a church or a hospital; "Hampstead Heath" is a place.
      const before = text.slice(Math.max(0, p.start - 30), p.start);
      const afterPlace = entities.places.some((q) => /^\s$/.test(text.slice(q.end, p.start)));
      if (kin || !isName(name) || /\b(?:St|Saint)\.?\s*$/.test(before) || afterPlace) return [];
      return [
        {
          start: p.start,
          end: p.end,
          person: { name, relation: null, gender: p.gender ?? honorificGender(name) },
          rank: 1,
        },
      ];
    }),
  ];
}

const HONORIFIC_WORD = new RegExp(String.raw`^${HONORIFIC}\.?$`);
const isKinName = (p: Person) => kinOf(p.name) !== undefined;
// The words of a name that name the person ("Kelly" of "Mrs Kelly", "Jo" of "Auntie Jo").
const ownWords = (p: Person) =>
  p.name
    .toLowerCase()
    .split(/\s+/)
    .filter(
      (w, i, all) =>
        !(
          i < all.length - 1 &&
          (kinOf(w) || HONORIFIC_WORD.test(w[0]?.toUpperCase() + w.slice(1)))
        ),
    );

/** Whether two mentions name one person: the same name; a family word and the one person of that
 * relation ("Mum" and "my mum Sheila"); a name within a fuller one ("Jo" and "Auntie Jo", "Kelly"
 * and "Mrs Kelly"). */
function samePerson(p: Person, q: Person): boolean {
  if (p.name.toLowerCase() === q.name.toLowerCase()) return true;
  if ((isKinName(p) || isKinName(q)) && p.relation !== null && p.relation === q.relation)
    return true;
  // "Frank" is "Uncle Frank"; "Tom" is "Tom Smith"; "Tom Smith" is not "Tom Jones".
  const pw = ownWords(p);
  const qw = ownWords(q);
  const within = (a: string[], b: string[]) => a.length > 0 && a.every((w) => b.includes(w));
  return within(pw, qw) || within(qw, pw);
}

/** The name to keep for a merged person: a proper name over a family word, then the longer. */
function betterName(a: string, b: string): string {
  const aKin = kinOf(a) !== undefined;
  const bKin = kinOf(b) !== undefined;
  if (aKin !== bKin) return aKin ? b : a;
  return b.length > a.length ? b : a;
}

/** Every mention of a person in `text`, in order, each pointing at its merged person. */
export function findPeople(text: string, entities: NamedEntities): PersonMention[] {
  // Where two overlap, the surer rule wins, then the longer name ("Big Eddie" over "Eddie").
  const all = candidates(text, entities).sort(
    (a, b) => b.rank - a.rank || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  const kept: Candidate[] = [];
  for (const c of all) if (!kept.some((k) => c.start < k.end && k.start < c.end)) kept.push(c);
  kept.sort((a, b) => a.start - b.start);

  const people: Person[] = [];
  const mentions: PersonMention[] = [];
  for (const c of kept) {
    const same = people.filter((q) => samePerson(c.person, q));
    const exact = same.find((q) => q.name.toLowerCase() === c.person.name.toLowerCase());
    let person = exact ?? (same.length === 1 ? same[0] : undefined);
    if (!person) {
      person = { ...c.person };
      people.push(person);
    } else {
      person.name = betterName(person.name, c.person.name);
      person.relation ??= c.person.relation;
      person.gender ??= c.person.gender;
    }
    mentions.push({ start: c.start, end: c.end, person });
  }
  return mentions;
}
