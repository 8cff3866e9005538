import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { proposalSchema, toSceneDate } from "#contracts/interview.ts";
import { sceneDateSchema } from "#contracts/scene-metadata.ts";
import { isWheelFeeling } from "#contracts/emotion-wheel.ts";
import { EMOTION_LEXICON } from "./emotion-lexicon.ts";
import { extractProposals, type ExtractInput } from "./extract-proposals.ts";
import { makeTitle } from "./make-title.ts";

const today = { year: 2025 };
const one = (answer: string, extra: Partial<ExtractInput> = {}) => {
  const proposals = extractProposals({ answer, today, ...extra });
  expect(proposals).toHaveLength(1);
  return proposals[0] as NonNullable<(typeof proposals)[0]>;
};

describe("extractProposals: moments", () => {
  it("gives two proposals when a new time opens a sentence, and the second its own date", () => {
    const [a, b] = extractProposals({
      answer:
        "In 1998 we moved to Leeds and Mum cried in the van. In 2003 I moved back to Hull on my own.",
      today,
    });
    expect(a).toMatchObject({ date: { year: 1998 }, title: "We moved to Leeds and Mum cried…" });
    expect(b).toMatchObject({
      date: { year: 2003 },
      text: "In 2003 I moved back to Hull on my own.",
    });
  });

  it("counts 'two years later' from the moment before", () => {
    const proposals = extractProposals({
      answer: "We married in 1970. Two years later our son was born in the front room.",
      today,
    });
    expect(proposals.map((p) => p.date?.year)).toEqual([1970, 1972]);
  });

  it("does not split on a time that only refines the moment, or one inside its decade", () => {
    expect(
      extractProposals({
        answer: "In 1987 Dad lost his job. That Christmas there was no money at all.",
        today,
      }),
    ).toHaveLength(1);
    expect(
      extractProposals({
        answer:
          "In the eighties I worked at Woolworths. When I was twenty-one they made me manager.",
        birthYear: 1961,
        today,
      }),
    ).toHaveLength(1);
  });

  it("dates a dateless moment by the time its answer gives later (a follow-up answer)", () => {
    const p = one("We lived above the chip shop and Mum sang all day.\nIt was 1975, I think.");
    expect(p.date).toEqual({ year: 1975, month: null, day: null, text: "1975" });
  });

  it("keeps every word of the answer across its proposals", () => {
    const answer = "  In 1960 we left.\n\nYears later,   in 1990, I went back.  ";
    const proposals = extractProposals({ answer, today });
    expect(proposals.map((p) => p.text)).toEqual([
      "In 1960 we left.",
      "Years later,   in 1990, I went back.",
    ]);
  });
});

describe("extractProposals: fields", () => {
  it("gives a date the scene's metadata.date takes", () => {
    const p = one("We married on Saturday the 3rd of May, 1968, in Liverpool.");
    expect(p.date).toMatchObject({ year: 1968, month: 5, day: 3 });
    expect(
      sceneDateSchema.safeParse(toSceneDate(p.date as NonNullable<typeof p.date>)).success,
    ).toBe(true);
  });

  it("invents no date where the answer has no time words", () => {
    const p = one("Grandma's kitchen always smelled of toast. She hummed while she worked.");
    expect(p.date).toBeNull();
  });

  it("names people by family words and names, one person per mention of them", () => {
    const p = one(
      "My brother Tom and I walked to the shop with Auntie Jo. Tom carried the bags. My mother waited at home, and Mum was never patient.",
    );
    expect(p.people).toEqual([
      { name: "Tom", relation: "brother" },
      { name: "Auntie Jo", relation: "aunt" },
      { name: "Mother", relation: "mother" },
    ]);
  });

  it("does not count someone else's mother as the person's", () => {
    const p = one("His mum drove us to the station in a yellow car.");
    expect(p.people).toEqual([]);
  });

  it("places the moment in its setting and its named place", () => {
    expect(one("We had tea in Grandma's kitchen in Cork.").place).toBe("Grandma's kitchen, Cork");
    expect(one("We ran down to the beach at Blackpool.").place).toBe("Beach, Blackpool");
    expect(one("I was at home when it happened.").place).toBe("Home");
    expect(one("Nothing much happened that I remember.").place).toBeNull();
  });

  it("takes quotes in quotation marks with their speaker, and reported speech", () => {
    const p = one(
      'Mum looked up from the sink. "Don\'t you dare," she said. Dad told me to go upstairs. I said I was sorry.',
    );
    expect(p.quotes).toEqual([
      { speaker: "Mum", text: "Don't you dare" },
      { speaker: "Dad", text: "Go upstairs." },
      { speaker: "Me", text: "I was sorry." },
    ]);
  });

  it("does not take 'said goodbye' or 'told me about' for speech", () => {
    const p = one("Dad said goodbye at the gate. Later Grandpa told me about the war.");
    expect(p.quotes).toEqual([]);
  });

  it("reads feelings from the wheel and the lexicon, not when negated or not a feeling", () => {
    expect(one("I wasn't scared at all, I was thrilled.").emotions).toEqual([
      { core: "anticipation", feeling: "excited" },
    ]);
    expect(one("A strong wind blew and I hurt my knee.").emotions).toEqual([]);
    expect(one("I felt strong, and so grateful.").emotions).toEqual([
      { core: "happy", feeling: "strong" },
      { core: "trust", feeling: "grateful" },
    ]);
  });

  it("maps every lexicon word to a feeling of the wheel", () => {
    const wrong = Object.entries(EMOTION_LEXICON).filter(
      ([, e]) => !isWheelFeeling(e.core, e.feeling) || e.feeling !== e.feeling.toLowerCase(),
    );
    expect(wrong).toEqual([]);
  });

  it("titles a proposal with its own first words, without fillers", () => {
    expect(makeTitle("Well, I remember the day Dad came home with a puppy inside his coat.")).toBe(
      "The day Dad came home…",
    );
    expect(makeTitle("The kitchen, that morning, was freezing.")).toBe(
      "The kitchen, that morning, was freezing",
    );
    expect(
      makeTitle("The morning Dad left, the kitchen was so cold the milk froze in its bottle."),
    ).toBe("The morning Dad left");
    expect(makeTitle("Snow.")).toBe("Snow");
  });

  it("leaves out the time a moment opens with, which is the proposal's date", () => {
    const title = (answer: string) => one(answer).title;
    expect(title("In the summer of 1976 Mum took us to the beach at Brighton.")).toBe(
      "Mum took us to the beach at Brighton",
    );
    expect(title("When I was seven, we moved to a farm near Cork.")).toBe(
      "We moved to a farm near Cork",
    );
    expect(title("It was 1998 when we moved to Leeds.")).toBe("We moved to Leeds");
    expect(title("Well, back in the eighties Dad worked at the steelworks.")).toBe(
      "Dad worked at the steelworks",
    );
    // Too little would be left: the time stays.
    expect(title("That Christmas it snowed.")).toBe("That Christmas it snowed");
    // A time later in the sentence is part of the title.
    expect(title("Dad came home in 1984 with a puppy.")).toBe("Dad came home in 1984 with a puppy");
  });
});

describe("extractProposals: other languages and any input", () => {
  it("keeps a Polish or Spanish answer's text and fills no field", () => {
    for (const answer of [
      "W 1981 roku mieszkaliśmy w Krakowie. Mama płakała w kuchni.",
      'En 1985 fuimos a Madrid con mi abuela Carmen. Ella dijo: "Nunca."',
    ]) {
      const p = one(answer);
      expect(p).toMatchObject({
        text: answer,
        date: null,
        place: null,
        people: [],
        quotes: [],
        emotions: [],
      });
    }
  });

  it("gives the same proposals for the same answer (deterministic)", () => {
    const input = {
      answer: 'In 1976 Uncle Frank took us to Blackpool. "Look!" Tom shouted. I was so happy.',
      birthYear: 1960,
      today,
    };
    expect(extractProposals(input)).toEqual(extractProposals(input));
  });

  it("never throws, and gives valid proposals that keep the answer's words, on any text", () => {
    const word = fc.constantFrom(
      "In",
      "1998",
      "Mum",
      "said",
      '"',
      "'",
      "“",
      "the",
      "kitchen",
      "my",
      "brother",
      "Tom",
      "years",
      "later",
      ".",
      ",",
      "\n",
      "when",
      "I",
      "was",
      "seven",
      "Christmas",
      "ą",
      "¿",
    );
    const answer = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.array(word, { maxLength: 80 }).map((w) => w.join(" ")),
    );
    fc.assert(
      fc.property(answer, fc.option(fc.integer({ min: 1900, max: 2025 })), (text, birthYear) => {
        const proposals = extractProposals({ answer: text, birthYear, today });
        if (text.trim() === "") return proposals.length === 0;
        for (const p of proposals) expect(proposalSchema.safeParse(p).error).toBeUndefined();
        const joined = proposals.map((p) => p.text).join("");
        return joined.replace(/\s+/g, "") === text.replace(/\s+/g, "");
      }),
      { numRuns: 150 },
    );
  });
});
