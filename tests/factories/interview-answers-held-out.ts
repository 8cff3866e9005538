import type { AnswerCase } from "./interview-answers.ts";

// Answers written after the rules were settled on interview-answers.ts, and not used to tune them: the
// report shows their figures apart, as the honest measure of answers the rules have not seen.

export const HELD_OUT_ANSWERS: AnswerCase[] = [
  {
    name: "held out: a spelled-out year",
    answer:
      "It was nineteen seventy-two and we had just moved into the council house on Prospect Road. Mum cried when she saw the indoor toilet.",
    moments: [
      {
        date: { year: 1972 },
        place: "council house|Prospect Road",
        people: [["Mum", "mother"]],
        emotions: ["unhappy"],
      },
    ],
  },
  {
    name: "held out: around a year, a grandfather's allotment",
    answer:
      "Around 1990 my granddad gave me my own patch on his allotment. He told me that if I could grow a carrot I could grow anything. I grew one carrot.",
    moments: [
      {
        date: { year: 1990 },
        place: "allotment",
        people: [["Granddad", "grandfather"]],
        quotes: [["Granddad", "if I could grow a carrot I could grow anything"]],
      },
    ],
  },
  {
    name: "held out: Boxing Day with a year",
    answer:
      "On Boxing Day 1962 the snow was so deep that Dad dug a tunnel from the front door to the coal shed. We thought he was a hero.",
    moments: [
      {
        date: { year: 1962, month: 12, day: 26 },
        people: [["Dad", "father"]],
      },
    ],
  },
  {
    name: "held out: the winter I turned ten, with the birth year",
    birthYear: 1970,
    answer:
      "The winter I turned ten, my sister Becky and I built an igloo in the garden and slept in it for exactly eleven minutes.",
    moments: [
      {
        date: { year: 1980 },
        place: "garden",
        people: [["Becky", "sister"]],
      },
    ],
  },
  {
    name: "held out: a year with lockdown, a balcony",
    answer:
      "In 2020, during lockdown, I stood on the balcony every Thursday and clapped with my neighbour Gloria. She always brought a saucepan and a wooden spoon.",
    moments: [
      {
        date: { year: 2020 },
        place: "balcony",
        people: [["Gloria", "neighbour"]],
      },
    ],
  },
  {
    name: "held out: no time, a bakery, a quote without a speaker",
    answer:
      'The bakery on the corner had a sign in the window that said "Back in ten minutes" and it was there for years. Nobody ever saw the baker come back.',
    moments: [{ date: null, place: "bakery", quotes: [[null, "Back in ten minutes"]] }],
  },
  {
    name: "held out: the autumn of a short year, a lecture hall",
    answer:
      "In the autumn of '81 I sat in my first lecture at Durham and didn't understand a single word. The boy next to me, Rajesh, lent me his notes for the whole term.",
    moments: [{ date: { year: 1981 }, place: "Durham|lecture", people: ["Rajesh"] }],
  },
  {
    name: "held out: two moments with 'a few years later'",
    answer:
      "In 1983 I bought my first car, a yellow Mini, from a garage in Slough. A few years later I sold it to my cousin Dermot for fifty quid and a guitar.",
    moments: [
      { date: { year: 1983 }, place: "garage|Slough" },
      { date: null, people: [["Dermot", "cousin"]] },
    ],
  },
  {
    name: "held out: a mother-in-law and a caravan park",
    answer:
      "My mother-in-law, Brenda, took us all to a caravan park in Skegness in the summer of 1995. She said the sea air would do us good. It rained for a week.",
    moments: [
      {
        date: { year: 1995 },
        place: "caravan|Skegness",
        people: [["Brenda", "mother-in-law"]],
        quotes: [["Brenda", "the sea air would do us good"]],
      },
    ],
  },
  {
    name: "held out: at age, a swimming pool",
    birthYear: 1988,
    answer:
      "At age eight I finally swam a whole length of the swimming pool in Basingstoke without touching the side. Dad was cheering so loudly the lifeguard blew his whistle at him.",
    moments: [
      {
        date: { year: 1996 },
        place: "swimming pool|Basingstoke",
        people: [["Dad", "father"]],
      },
    ],
  },
  {
    name: "held out: nothing dated, a grandmother's words with 'used to say'",
    answer:
      "My gran used to say that you should never trust a man with a clean car. I didn't understand it until I married one.",
    moments: [
      {
        date: null,
        people: [["Gran", "grandmother"]],
        quotes: [["Gran", "you should never trust a man with a clean car"]],
      },
    ],
  },
  {
    name: "held out: a month and year with 'of', a factory floor",
    answer:
      "In October of 1974 the whole factory went on strike and we stood outside the gates in Coventry for six weeks. My friend Janet brought soup in a flask every morning.",
    moments: [
      {
        date: { year: 1974, month: 10 },
        place: "factory|gates|Coventry",
        people: [["Janet", "friend"]],
      },
    ],
  },
  {
    name: "held out: two moments, an age and later an age",
    birthYear: 1949,
    answer:
      "At the age of five I was evacuated to a farm in Wales with my brother Ernie. I was so homesick. When I was forty I drove back to find the farm and it had become a golf course.",
    moments: [
      {
        date: { year: 1954 },
        place: "farm",
        people: [["Ernie", "brother"]],
        emotions: ["lonely"],
      },
      { date: { year: 1989 }, place: "farm|golf course" },
    ],
  },
  {
    name: "held out: a quote with curly single marks",
    answer:
      "Our teacher, Miss Hughes, held up my painting in assembly in 1967. ‘This is what happens when you don’t give up,’ she said. I still have that painting.",
    moments: [
      {
        date: { year: 1967 },
        people: ["Miss Hughes"],
        quotes: [["Miss Hughes", "This is what happens when you don’t give up"]],
      },
    ],
  },
  {
    name: "held out: no date, outside a cinema, first love",
    answer:
      "I waited outside the Roxy cinema for two hours in my best dress. Gary never came. I walked home in the rain and told Mum I'd had a lovely time.",
    moments: [
      {
        date: null,
        place: "cinema",
        people: ["Gary", ["Mum", "mother"]],
      },
    ],
  },
  {
    name: "held out: the mid-eighties, a record shop",
    answer:
      "In the mid-eighties I spent every Saturday in Our Price records in Brixton, flicking through the vinyl I couldn't afford. The man behind the counter, Winston, let me listen to anything I wanted.",
    moments: [{ date: { year: 1985 }, place: "Brixton|records", people: ["Winston"] }],
  },
  {
    name: "held out: a birthday party in the kitchen, a year at the end",
    answer:
      "My daughter Amira blew out six candles in our kitchen and then burst into tears because she wanted to be five again. That was 2009.",
    moments: [
      {
        date: { year: 2009 },
        place: "kitchen",
        people: [["Amira", "daughter"]],
      },
    ],
  },
  {
    name: "held out: a funeral in a chapel",
    answer:
      "We buried Dad on a cold morning in January 2011 at the little chapel in Tenby. My brother Gareth read a poem and his voice didn't break once. I was so proud of him.",
    moments: [
      {
        date: { year: 2011, month: 1 },
        place: "chapel",
        people: [
          ["Dad", "father"],
          ["Gareth", "brother"],
        ],
        emotions: ["confident"],
      },
    ],
  },
  {
    name: "held out: no names, a beach, a decade in digits with an apostrophe",
    answer:
      "In the '70s we went to the same beach in Cornwall every August. The water was freezing and the sandwiches always had sand in them.",
    moments: [{ date: { year: 1970 }, place: "beach", people: [] }],
  },
  {
    name: "held out: reported speech with 'promised'",
    answer:
      "The night before he left for the army in 1951, my brother Stan promised me he would write every week. He wrote twice.",
    moments: [
      {
        date: { year: 1951 },
        people: [["Stan", "brother"]],
        quotes: [["Stan", "he would write every week"]],
      },
    ],
  },
  {
    name: "held out: Polish with a date and a name",
    language: "pl",
    answer:
      "W grudniu 1970 roku tata zabrał mnie do Gdańska. Pamiętam zimno i strach w jego oczach.",
    moments: [{}],
  },
  {
    name: "held out: Spanish with a quote",
    language: "es",
    answer:
      'Mi madre siempre decía: "La familia es lo primero." Vivíamos en Valencia, cerca del mar.',
    moments: [{}],
  },
];
