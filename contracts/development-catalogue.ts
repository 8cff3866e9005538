// The development model of a movie, written as data: groups → categories → sub-components, each
// with a title, a one-line explanation and an example written for life stories. The server
// validates category elements against it and the UI builds its guided cards from it.

export type CatalogueField = {
  key: string;
  label: string;
  multiline?: boolean;
};

export type CatalogueItem = {
  key: string;
  title: string;
  explanation: string;
  example: string;
  fields: CatalogueField[];
};

export type CatalogueCategory = CatalogueItem & {
  subComponents: CatalogueItem[];
};

export type CatalogueGroup = {
  key: string;
  title: string;
  explanation: string;
  categories: CatalogueCategory[];
};

const text = (label: string): CatalogueField[] => [{ key: "text", label, multiline: true }];
const characterFields: CatalogueField[] = [
  { key: "characterName", label: "Name" },
  { key: "role", label: "Role in the story" },
  { key: "description", label: "Who they are", multiline: true },
];
const beatFields: CatalogueField[] = [{ key: "text", label: "What happens", multiline: true }];

const character = (key: string, title: string, explanation: string, example: string) => ({
  key,
  title,
  explanation,
  example,
  fields: characterFields,
});
const beat = (key: string, title: string, explanation: string, example: string) => ({
  key,
  title,
  explanation,
  example,
  fields: beatFields,
});

export const developmentCatalogue: CatalogueGroup[] = [
  {
    key: "key_categories",
    title: "Key categories",
    explanation: "The heart of your story: what it is about and who lives it.",
    categories: [
      {
        key: "logline",
        title: "Logline",
        explanation:
          "Your whole story in one sentence: who wants what, and what stands in the way.",
        example:
          "A fisherman's daughter leaves her village with one suitcase to build a family across the sea.",
        fields: text("Logline"),
        subComponents: [],
      },
      {
        key: "theme",
        title: "Theme",
        explanation: "The truth about life your story shows without saying it out loud.",
        example: "Home is not a place; it is what you carry with you.",
        fields: text("Theme"),
        subComponents: [],
      },
      {
        key: "central_conflict",
        title: "Central conflict",
        explanation:
          "The struggle that drives your story, inside you or with the world around you.",
        example: "Rosa wants a new life, but leaving means breaking her father's heart.",
        fields: text("Central conflict"),
        subComponents: [],
      },
      {
        key: "setting",
        title: "Setting",
        explanation:
          "Where and when your story happens, and how the place shapes the people in it.",
        example: "A fishing village in 1961, then a crowded harbour city across the ocean.",
        fields: text("Setting"),
        subComponents: [],
      },
      {
        key: "characters",
        title: "Characters",
        explanation: "The real people of your story, seen as an audience would meet them.",
        example:
          "Rosa, 19, quick to laugh and slow to cry; her father Tomás, who never says goodbye.",
        fields: characterFields,
        subComponents: [
          character(
            "protagonist",
            "Protagonist",
            "The person whose story this is, usually you or the one you are writing about.",
            "Rosa, 19, a fisherman's daughter who dreams past the horizon.",
          ),
          character(
            "antagonist",
            "Antagonist",
            "Who or what stands in the way: a person, an illness, poverty, a fear.",
            "The immigration officer who keeps sending Rosa's papers back.",
          ),
          character(
            "mentor",
            "Mentor",
            "Someone who taught or guided you at a turning point.",
            "Mrs. Alves, the teacher who taught Rosa to read English at night.",
          ),
          character(
            "ally",
            "Ally",
            "A friend or relative who stood by you along the way.",
            "Marta, the cabin mate who shared her bread for three weeks at sea.",
          ),
          character(
            "love_interest",
            "Love interest",
            "The person your heart turned towards, for a season or a lifetime.",
            "João, the baker's son who walked her home every evening.",
          ),
        ],
      },
    ],
  },
  {
    key: "structure",
    title: "Structure",
    explanation: "The shape of your story: which moment comes where, so it builds and lands.",
    categories: [
      {
        key: "three_act_structure",
        title: "Three-act structure",
        explanation: "Beginning, middle and end: the set-up, the struggle and the resolution.",
        example: "Leaving the village, the hard first years abroad, the family she builds.",
        fields: text("Notes"),
        subComponents: [
          beat(
            "act_one",
            "Act One: set-up",
            "Your ordinary world, and the event that pushes you out of it.",
            "Life in the village, until the letter with a ticket arrives.",
          ),
          beat(
            "act_two",
            "Act Two: confrontation",
            "The struggle: new places, new people, things going wrong and right.",
            "The crossing, the first job, the loneliness and the first friends.",
          ),
          beat(
            "act_three",
            "Act Three: resolution",
            "The turning point faced, and who you became because of it.",
            "Rosa opens her own kitchen and sends for her father.",
          ),
        ],
      },
      {
        key: "save_the_cat",
        title: "Save the Cat beats",
        explanation:
          "Fifteen beats that screenwriters use to pace a story from first to last image.",
        example: "Opening image: Rosa mending nets on the dock, looking at the ships.",
        fields: text("Notes"),
        subComponents: [
          beat(
            "opening_image",
            "Opening image",
            "A snapshot of your life before everything changed.",
            "Rosa mending nets on the dock, watching ships leave.",
          ),
          beat(
            "theme_stated",
            "Theme stated",
            "Someone says the lesson of the story before you understand it.",
            'Her grandmother: "The sea takes and the sea gives."',
          ),
          beat(
            "set_up",
            "Set-up",
            "Your world, your people and what is missing in your life.",
            "The small house, the strict father, the unread letters from a cousin abroad.",
          ),
          beat(
            "catalyst",
            "Catalyst",
            "The event that changes everything.",
            "A ticket arrives in the cousin's letter.",
          ),
          beat(
            "debate",
            "Debate",
            "The doubt before the leap: should you go, stay, say yes?",
            "Rosa hides the ticket under her mattress for a week.",
          ),
          beat(
            "break_into_two",
            "Break into Two",
            "The choice that takes you into a new world.",
            "She walks up the ship's gangway without looking back.",
          ),
          beat(
            "b_story",
            "B story",
            "A relationship that carries the theme: a friend, a love, a mentor.",
            "Marta, the cabin mate who becomes a sister.",
          ),
          beat(
            "fun_and_games",
            "Fun and games",
            "The promise of the premise: living the new situation.",
            "The first city lights, the first wage, the first dance.",
          ),
          beat(
            "midpoint",
            "Midpoint",
            "A false victory or a false defeat that raises the stakes.",
            "She is promoted to cook, and the same day hears her father is ill.",
          ),
          beat(
            "bad_guys_close_in",
            "Bad guys close in",
            "Pressure builds from outside and doubts grow inside.",
            "Her papers are refused; money runs out.",
          ),
          beat(
            "all_is_lost",
            "All is lost",
            "The lowest point, often a loss.",
            "The telegram: her father has died.",
          ),
          beat(
            "dark_night_of_the_soul",
            "Dark night of the soul",
            "Alone with the loss, before the new understanding.",
            "Rosa sits in the empty kitchen with his old recipe book.",
          ),
          beat(
            "break_into_three",
            "Break into Three",
            "The insight that shows the way forward.",
            "She realises his recipes can be her home here.",
          ),
          beat(
            "finale",
            "Finale",
            "You act on what you learned and face the last challenge.",
            "Rosa opens her own small restaurant, named after the village.",
          ),
          beat(
            "final_image",
            "Final image",
            "A snapshot of your life after the change, the mirror of the opening.",
            "Rosa's granddaughter mending a fishing net on a city wall, as decoration.",
          ),
        ],
      },
    ],
  },
  {
    key: "style",
    title: "Style",
    explanation: "How your story feels and who tells it.",
    categories: [
      {
        key: "genre",
        title: "Genre",
        explanation: "The kind of film your life story becomes: drama, comedy, romance and so on.",
        example: "Drama with moments of comedy.",
        fields: text("Genre"),
        subComponents: [],
      },
      {
        key: "tone",
        title: "Tone",
        explanation: "The mood the audience feels: warm, bittersweet, funny, tense.",
        example: "Bittersweet and warm, never sentimental.",
        fields: text("Tone"),
        subComponents: [],
      },
      {
        key: "point_of_view",
        title: "Point of view",
        explanation: "Whose eyes we see the story through.",
        example: "Always with Rosa: we learn things only when she does.",
        fields: text("Point of view"),
        subComponents: [],
      },
      {
        key: "narrator",
        title: "Narrator",
        explanation: "Whether a voice tells the story over the pictures, and whose.",
        example: "Rosa's granddaughter Elena, in voice-over, reading Rosa's letters.",
        fields: text("Narrator"),
        subComponents: [],
      },
    ],
  },
];

export const categoryGroupKeys = developmentCatalogue.map((g) => g.key);

export function findGroup(key: string): CatalogueGroup | undefined {
  return developmentCatalogue.find((g) => g.key === key);
}

export function findCategory(groupKey: string, categoryKey: string): CatalogueCategory | undefined {
  return findGroup(groupKey)?.categories.find((c) => c.key === categoryKey);
}

// The structures a beat board can follow, in the order their beats play.
export const beatStructures = ["save_the_cat", "three_act_structure"] as const;
export type BeatStructure = (typeof beatStructures)[number];

export function beatsOf(structure: BeatStructure): CatalogueItem[] {
  return findCategory("structure", structure)?.subComponents ?? [];
}
