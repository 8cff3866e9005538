// A made-up memoir screenplay in Fountain, generated from a seed (the same script for the same
// seed), with every line carrying an id so a test can follow lines through edits. Used by the
// anchoring tests: nothing here comes from a real script.

export type ScriptLine = { id: number; text: string };

/** Mulberry32: a small seeded pseudo-random generator, the same numbers for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
export const between = (random: Random, low: number, high: number): number =>
  low + Math.floor(random() * (high - low + 1));

const names = ["GRANDMA ROSE", "LEO", "DAD", "AUNT MAE", "YOUNG LEO", "MOM"] as const;
const places = [
  "KITCHEN",
  "ORCHARD",
  "FERRY DECK",
  "HOSPITAL CORRIDOR",
  "ATTIC",
  "BUS STATION",
  "BACK PORCH",
  "RIVERBANK",
  "SCHOOL GYM",
  "WEDDING TENT",
] as const;
const times = ["DAY", "NIGHT", "DAWN", "DUSK", "LATER", "CONTINUOUS"] as const;
const subjects = [
  "Rose",
  "Leo",
  "Dad",
  "Mae",
  "The old dog",
  "A neighbour",
  "Mom",
  "The radio",
  "Rain",
  "A ferry horn",
  "The ferryman",
  "Uncle Tom",
  "A nurse",
  "The baker's boy",
  "Grandpa",
  "Cousin Ida",
  "The priest",
  "A stray cat",
  "The landlady",
  "Father Brennan",
] as const;
const verbs = [
  "folds",
  "carries",
  "watches",
  "hums over",
  "counts",
  "drops",
  "mends",
  "hides",
  "polishes",
  "reads",
  "wraps",
  "sorts",
  "pours",
  "lifts",
  "studies",
  "unfolds",
  "straightens",
  "buries",
  "brushes",
  "inspects",
  "rocks",
  "tucks away",
  "smooths",
  "stacks",
  "weighs",
  "sniffs",
  "rattles",
  "dusts",
  "trades",
  "pockets",
] as const;
const things = [
  "the letters",
  "a chipped teacup",
  "the wedding photograph",
  "her mother's thimble",
  "a jar of plum jam",
  "the ration book",
  "his father's watch",
  "a bundle of postcards",
  "the bread tin",
  "a torn map of the coast",
  "the piano stool",
  "a blue enamel kettle",
  "the garden shears",
  "an envelope with no stamp",
  "a cracked mirror",
  "the rosary",
  "a tin of buttons",
  "the accordion",
  "a ledger of debts",
  "the christening gown",
  "a pair of boxing gloves",
  "the crystal set",
  "a bag of walnuts",
  "the school report",
  "a lace tablecloth",
  "the ferry tickets",
  "a pressed violet",
  "the bicycle pump",
] as const;
const manners = [
  "slowly",
  "without a word",
  "as the light fades",
  "while the kettle sings",
  "like it might break",
  "one more time",
  "with shaking hands",
  "before anyone wakes",
  "in the half dark",
  "as if nothing happened",
  "under her breath",
  "for the first time",
  "with great care",
  "all afternoon",
  "in the rain",
  "while the radio crackles",
  "as the bells ring",
  "by candlelight",
  "behind the shed",
  "with a crooked smile",
] as const;
const sayings = [
  "I remember the winter we burned the fence for firewood",
  "Your grandfather never once said he was sorry",
  "We crossed on the night ferry with two suitcases",
  "I remember the smell of oranges at the station",
  "Nobody in this family throws anything away",
  "She sang that song every Sunday until the war",
  "You look just like him when you frown",
  "The orchard was ours before the flood took it",
  "I kept every letter he ever wrote me",
  "Promise me you will write it all down",
  "We had nothing and we were happy",
  "Don't tell your mother I told you",
  "I remember the dance hall with the broken mirror",
  "He fixed radios for the whole street",
  "Some things you carry for the rest of your life",
] as const;
const parentheticals = ["(quietly)", "(laughing)", "(beat)", "(to Leo)", "(not looking up)"];
const transitions = ["CUT TO:", "DISSOLVE TO:", "SMASH CUT TO:"] as const;

function actionLine(random: Random): string {
  const sentences = between(random, 1, 3);
  const parts: string[] = [];
  for (let i = 0; i < sentences; i++) {
    parts.push(
      `${pick(random, subjects)} ${pick(random, verbs)} ${pick(random, things)} ${pick(random, manners)}.`,
    );
  }
  return parts.join(" ");
}

const speakers = [
  "I",
  "We",
  "Your grandfather",
  "My mother",
  "Nobody",
  "You",
  "He",
  "She",
  "Aunt Nell",
  "The doctor",
  "Everyone",
  "Your uncle",
] as const;
const remembered = [
  "kept",
  "never forgot",
  "sold",
  "buried",
  "found",
  "lost",
  "gave away",
  "wrote about",
  "still dream of",
  "mended",
  "hid",
  "burned",
  "traded",
  "cried over",
  "laughed about",
  "pawned",
] as const;
const when = [
  "the winter of the flood",
  "the year the mill closed",
  "the night we left",
  "that summer",
  "the war",
  "your christening",
  "we moved to the coast",
  "the strike",
  "the blackout",
  "your father's funeral",
  "the first snow",
  "we lost the shop",
  "the big storm",
  "the wedding",
  "the fair came to town",
] as const;

// Mostly a sentence of its own, sometimes a refrain that recurs through the script (as a memoir's
// favourite sayings do).
function dialogueLine(random: Random): string {
  if (random() < 0.12) return `${pick(random, sayings)}.`;
  const sentence = () =>
    `${pick(random, speakers)} ${pick(random, remembered)} ${pick(random, things)} after ${pick(random, when)}.`;
  return random() < 0.4 ? `${sentence()} ${sentence()}` : sentence();
}

/** One element of the script: its lines, without the blank line after it. */
export function element(random: Random): string[] {
  const roll = random();
  if (roll < 0.12) {
    const prefix = random() < 0.8 ? "INT." : "EXT.";
    return [`${prefix} ${pick(random, places)} - ${pick(random, times)}`];
  }
  if (roll < 0.5) return [actionLine(random)];
  if (roll < 0.95) {
    const lines: string[] = [pick(random, names)];
    if (random() < 0.2) lines.push(pick(random, parentheticals));
    lines.push(dialogueLine(random));
    return lines;
  }
  return [pick(random, transitions)];
}

/** A script of about `lineCount` lines: a title page, then elements separated by blank lines. */
export function memoirScript(seed: number, lineCount: number): ScriptLine[] {
  const random = seededRandom(seed);
  const texts = ["Title: The Orchard Years", "Author: A Grandson", "", "FADE IN:", ""];
  texts.push(`INT. ${pick(random, places)} - DAY`, "");
  while (texts.length < lineCount) texts.push(...element(random), "");
  return texts.map((text, id) => ({ id, text }));
}

export const scriptText = (lines: readonly ScriptLine[]): string =>
  lines.map((l) => l.text).join("\n");
