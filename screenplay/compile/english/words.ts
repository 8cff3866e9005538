// Word lists the English rules read (README "Story compiler"). Lower case; compared with a word's
// letters, apostrophes straightened.

/** First-person words: none of them may stay in an action line. */
export const FIRST_PERSON = new Set([
  "i",
  "me",
  "my",
  "mine",
  "myself",
  "we",
  "us",
  "our",
  "ours",
  "ourselves",
  "i'm",
  "i've",
  "i'll",
  "i'd",
  "we're",
  "we've",
  "we'll",
  "we'd",
  "let's",
]);

/** Addressing someone ("You never forget…"): narration, not action. */
export const SECOND_PERSON = new Set([
  "you",
  "your",
  "yours",
  "yourself",
  "yourselves",
  "you're",
  "you've",
  "you'll",
  "you'd",
]);

/** Verbs of inner life: a sentence with one of them is a feeling, a thought or a memory. */
export const INNER_VERBS = new Set(
  [
    "feel feels felt feeling",
    "think thinks thought thinking",
    "remember remembers remembered remembering recall recalls recalled",
    "know knows knew",
    "wonder wonders wondered wondering",
    "wish wishes wished",
    "hope hopes hoped hoping",
    "realize realizes realized realise realises realised",
    "imagine imagines imagined",
    "dream dreams dreamed dreamt",
    "believe believes believed",
    "miss misses missed",
    "worry worries worried",
    "fear fears feared",
    "want wants wanted",
    "understand understands understood",
    "forget forgets forgot forgotten",
    "regret regrets regretted",
    "love loves loved",
    "hate hates hated",
    "seem seems seemed",
    "decide decides decided",
    "pretend pretends pretended",
    "sense senses sensed",
  ]
    .join(" ")
    .split(" "),
);

/** Feelings named after a linking verb ("I was scared"): inner life too. */
export const EMOTION_WORDS = new Set(
  (
    "happy sad scared afraid angry lonely alone proud nervous excited ashamed embarrassed " +
    "terrified worried relieved grateful heartbroken jealous anxious furious miserable upset " +
    "confused hopeful helpless hopeless guilty frightened thrilled overjoyed devastated numb " +
    "homesick bored glad sorry desperate safe free lost overwhelmed joyful peaceful content " +
    "hurt betrayed shy"
  ).split(" "),
);

/** Linking verbs before a feeling. */
export const LINKING = new Set(
  "am is are was were be been being felt feel feels became become becomes got get gets grew seemed seems looked".split(
    " ",
  ),
);

/** Relative pronouns: a past form right after one is the verb of its clause ("a cake that
 * collapsed"). */
export const RELATIVES = new Set(["that", "which", "who"]);

/** "my heart", "my mind": a feeling told from inside. */
export const INNER_NOUNS = new Set(["heart", "mind", "chest", "stomach", "soul", "thoughts"]);

/** Narration of memory: habits, distances in time. */
export const MEMORY_WORDS = new Set(["would", "used", "ago"]);

export const HAVE_FORMS = new Set(["have", "has", "had", "having", "'ve"]);
export const BE_FORMS = new Set([
  "am",
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "being",
  "get",
  "gets",
  "got",
  "getting",
]);
export const MODALS = new Set([
  "will",
  "would",
  "can",
  "could",
  "shall",
  "should",
  "may",
  "might",
  "must",
  "to",
  "do",
  "does",
  "did",
  "didn't",
  "doesn't",
  "don't",
]);

/** Words that never start or end a noun phrase: an "-ed" word right after one is an adjective or
 * a participle, not a verb. */
export const DETERMINERS = new Set(
  "the a an this that these those his her its their our my your some every each no any another one two three few many several".split(
    " ",
  ),
);

export const PREPOSITIONS = new Set(
  "in at on into onto to from by near next under over behind beside between through across along towards toward with without of for off inside outside around past".split(
    " ",
  ),
);

/** Subject pronouns and their number. */
export const SUBJECT_PRONOUNS: Record<string, "sg" | "pl"> = {
  he: "sg",
  she: "sg",
  it: "sg",
  they: "pl",
  everyone: "sg",
  everybody: "sg",
  someone: "sg",
  somebody: "sg",
  nobody: "sg",
  "no-one": "sg",
  who: "sg",
};

/** Joining words after which a verb shares the subject before it ("walks … and opens"). */
export const COORDINATORS = new Set(["and", "then", "or", "but"]);

/** A clause starts again after these: a first-person word there has a subject of its own. */
export const CLAUSE_OPENERS = new Set(
  "when while because since until after before as if though although where whenever once so that which who how what why whether".split(
    " ",
  ),
);

/** What family members are called as names ("my mum" is Mum). */
export const KIN_NAMES = new Set(
  "mum mom mummy mommy mama mamma ma dad daddy papa pa grandma grandpa granny gran grandad granddad grandmother grandfather nana nan nanna pop poppa grampa gramps auntie".split(
    " ",
  ),
);

/** Bare past forms the same as the base form: a verb right after its subject is in the past
 * when the subject is singular and the word has no -s. */
export const BARE_PAST = new Set(
  "put read set cut hit let shut cast quit spread hurt burst cost bet split shed".split(" "),
);

/** Past forms compromise's lexicon lacks (British spellings and a few irregulars). */
export const EXTRA_PAST: Record<string, string> = {
  woke: "wake",
  smelt: "smell",
  dreamt: "dream",
  learnt: "learn",
  burnt: "burn",
  spelt: "spell",
  spilt: "spill",
  leapt: "leap",
  knelt: "kneel",
  leant: "lean",
  spoilt: "spoil",
  dwelt: "dwell",
  awoke: "awake",
  strode: "stride",
  slunk: "slink",
  clung: "cling",
  flung: "fling",
  sank: "sink",
  shrank: "shrink",
  sprang: "spring",
  stank: "stink",
  forbade: "forbid",
};
