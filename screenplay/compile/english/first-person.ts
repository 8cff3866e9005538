// The writer's own words turned to the third person (README "Story compiler", "Action"): "I"
// becomes the protagonist, "we" the protagonist and the people of the scene. A sentence whose
// first person cannot be rewritten without knowing more (whose "my" when the writer is also the
// subject: "her" or "his"?) is reported unsafe and stays in the writer's words as voice-over.
import { COORDINATORS, CLAUSE_OPENERS, KIN_NAMES, SUBJECT_PRONOUNS } from "./words.ts";
import { endsClause } from "./tokens.ts";
import { capitalise, previous, WRITER, type WorkToken } from "./work-token.ts";

export interface People {
  /** Whether the writer has a name to be called by. */
  writerKnown: boolean;
  /** The other people of the scene, as the writer names them ("Mum", "Rosa"). */
  companions: string[];
}

const EXPANSIONS: Record<string, [string, string]> = {
  "i'm": ["I", "am"],
  "i've": ["I", "have"],
  "i'll": ["I", "will"],
  "we're": ["we", "are"],
  "we've": ["we", "have"],
  "we'll": ["we", "will"],
};

function expand(tokens: WorkToken[]): WorkToken[] {
  const out: WorkToken[] = [];
  for (const t of tokens) {
    const e = t.quoted ? undefined : EXPANSIONS[t.key];
    if (!e) {
      out.push(t);
      continue;
    }
    const first = t.word.charAt(0) === t.word.charAt(0).toUpperCase() ? capitalise(e[0]) : e[0];
    out.push({ ...t, word: first, key: e[0].toLowerCase(), post: "", space: " " });
    out.push({ ...t, pre: "", word: e[1], key: e[1] });
  }
  return out;
}

function group(people: People): string {
  const names = [WRITER, ...people.companions];
  return names.length === 2
    ? `${names[0]} and ${names[1]}`
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** Rewrites the first person in place; returns the new tokens, or null when unsafe. */
export function rewriteFirstPerson(input: WorkToken[], people: People): WorkToken[] | null {
  const tokens = expand(input);
  // "We gave Ada a card": Ada is not one of "we".
  const named = new Set(tokens.filter((t) => !t.quoted).map((t) => t.key));
  const companions = people.companions.filter((c) => !named.has(c.toLowerCase()));
  people = { ...people, companions };
  let lastSubject: "writer" | "we" | "other" | null = null;
  let clauseWriter = false;
  let clauseWe = false;
  let sawWe = false;
  const canGroup = people.writerKnown && people.companions.length > 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as WorkToken;
    if (t.quoted) continue;
    const k = t.key;
    if (CLAUSE_OPENERS.has(k)) {
      clauseWriter = false;
      clauseWe = false;
    }
    const p = previous(tokens, i);
    const prevKey = p >= 0 && !(tokens[p] as WorkToken).quoted ? (tokens[p] as WorkToken).key : "";
    const joined = COORDINATORS.has(prevKey) && !endsClause(tokens[p] as WorkToken);
    switch (k) {
      case "i":
        if (!people.writerKnown) return null;
        if (joined && lastSubject === "writer") t.removed = true;
        else Object.assign(t, { word: WRITER, writer: true, subject: "sg" });
        lastSubject = "writer";
        clauseWriter = true;
        break;
      case "me":
        if (!people.writerKnown || clauseWriter) return null;
        Object.assign(t, { word: WRITER, writer: true });
        break;
      case "my": {
        const next = tokens[i + 1];
        if (next && !next.quoted && KIN_NAMES.has(next.key) && !t.post) {
          // "my mum" → "Mum": what the family calls her is her name in the script.
          t.removed = true;
          next.pre = t.pre + next.pre;
          next.word = capitalise(next.word);
          break;
        }
        if (!people.writerKnown || clauseWriter) return null;
        Object.assign(t, { word: `${WRITER}'s`, writer: true });
        break;
      }
      case "mine":
        if (!people.writerKnown || clauseWriter) return null;
        Object.assign(t, { word: `${WRITER}'s`, writer: true });
        break;
      case "we":
        if (!canGroup) return null;
        if (joined && lastSubject === "we") t.removed = true;
        else Object.assign(t, { word: group(people), writer: true, subject: "pl" });
        lastSubject = "we";
        clauseWe = true;
        sawWe = true;
        break;
      case "us":
        if (clauseWe) t.word = "them";
        else if (canGroup) Object.assign(t, { word: group(people), writer: true });
        else return null;
        break;
      case "our":
      case "ours":
      case "ourselves":
        if (!sawWe) return null;
        t.word = k === "our" ? "their" : k === "ours" ? "theirs" : "themselves";
        break;
      case "myself":
      case "i'd":
      case "we'd":
      case "let's":
        return null;
      default:
        if (SUBJECT_PRONOUNS[k] || (t.word !== k && i > 0 && /^\p{Lu}/u.test(t.word)))
          lastSubject = "other";
    }
    if (endsClause(t)) {
      clauseWriter = false;
      clauseWe = false;
    }
  }
  return tokens;
}
