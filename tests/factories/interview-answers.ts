// Answers written for the extraction's tests (none taken from anyone's real story), with what each
// one states, moment by moment. "Stated" is read as a person would read it: a date the words give
// (with the birth year for an age), the place the moment happens in, the people it names. A field
// left out of a moment is not scored; `date: null`, `place: null` and `people: []` say the answer
// states none, so finding one is an invention.

export interface ExpectedMoment {
  date?: { year: number; month?: number | null; day?: number | null } | null;
  // Words the proposed place must contain (any case), or null: no place stated.
  place?: string | null;
  // Names the proposal must list; [name, relation] also checks the relation.
  people?: Array<string | [string, string | null]>;
  // [speaker, words the quote contains]; speaker null when the answer does not say.
  quotes?: Array<[string | null, string]>;
  // Feelings (the wheel's, lower-case) the proposal must list.
  emotions?: string[];
}

export interface AnswerCase {
  name: string;
  answer: string;
  birthYear?: number;
  moments: ExpectedMoment[];
  // Another language: the text is kept, no field is filled.
  language?: "pl" | "es";
}

export const TODAY = { year: 2025 };

export const ANSWERS: AnswerCase[] = [
  {
    name: "a year with 'in', a kitchen, Mum and Dad, a quote after",
    answer:
      'In 1998 we were still in the flat above the launderette. I remember the kitchen most, the steam from the machines coming up through the floor. Mum was ironing my school shirt. "You\'ll be late," she said, and Dad laughed from behind his paper.',
    moments: [
      {
        date: { year: 1998 },
        place: "kitchen|flat",
        people: [
          ["Mum", "mother"],
          ["Dad", "father"],
        ],
        quotes: [["Mum", "You'll be late"]],
        emotions: ["joyful"],
      },
    ],
  },
  {
    name: "a full date written out, a hospital, my husband by name",
    answer:
      "Our daughter was born on 14 June 1982 at St Mary's Hospital in Manchester. My husband Dave fainted in the corridor and a nurse had to sit him down. I was exhausted and so happy I couldn't stop crying.",
    moments: [
      {
        date: { year: 1982, month: 6, day: 14 },
        place: "Hospital",
        people: [["Dave", "husband"]],
        emotions: ["joyful"],
      },
    ],
  },
  {
    name: "the summer of a year, the beach at Blackpool, Uncle Frank",
    answer:
      "It was the summer of 1976, the hot one. Uncle Frank took us to the beach at Blackpool in his Ford Anglia and the tar on the road was melting. My sister Ann got sunburnt on the first day and cried all the way home.",
    moments: [
      {
        date: { year: 1976 },
        place: "beach",
        people: [
          ["Uncle Frank", "uncle"],
          ["Ann", "sister"],
        ],
        emotions: ["unhappy"],
      },
    ],
  },
  {
    name: "an age with the birth year, the back garden, my brother Tom",
    birthYear: 1958,
    answer:
      "When I was seven my brother Tom built a go-kart out of a pram and some planks. We tested it in the back garden and it went straight into the rhubarb. Dad came out and stood there with his hands on his hips.",
    moments: [
      {
        date: { year: 1965 },
        place: "back garden",
        people: [
          ["Tom", "brother"],
          ["Dad", "father"],
        ],
      },
    ],
  },
  {
    name: "only a decade, a named shop and town, a boss with a title",
    answer:
      "Back in the eighties I worked on the tills at Woolworths in Croydon. My boss, Mr Patel, let me choose the records for the shop radio on Saturdays. I felt so proud of that.",
    moments: [
      {
        date: { year: 1980 },
        place: "Woolworths",
        people: [["Mr Patel", "boss"]],
        emotions: ["confident"],
      },
    ],
  },
  {
    name: "no time words at all, a kitchen, Grandma",
    answer:
      "Grandma's kitchen always smelled of burnt toast and lavender. She kept a tin of humbugs on the top shelf where we couldn't reach it, and she would take it down very slowly, as if it were treasure.",
    moments: [{ date: null, place: "kitchen", people: [["Grandma", "grandmother"]] }],
  },
  {
    name: "no time words, a car at night, no names",
    answer:
      "We sat in the car outside the hospital for a long time without speaking. The windscreen wipers kept going even though it had stopped raining. Neither of us wanted to be the first to open the door.",
    moments: [{ date: null, place: "car", people: [] }],
  },
  {
    name: "two moments: a year, then a jump with a year",
    answer:
      "In 1971 we emigrated to Toronto with two suitcases and a sewing machine. My mother cried when she saw the snow. Years later, in 1989, I flew back to Dublin on my own and stood outside the house on Leinster Road for an hour.",
    moments: [
      {
        date: { year: 1971 },
        place: "Toronto",
        people: [["Mother", "mother"]],
        emotions: ["unhappy"],
      },
      { date: { year: 1989 }, place: "Leinster Road|house|Dublin", people: [] },
    ],
  },
  {
    name: "two moments: two ages with the birth year",
    birthYear: 1962,
    answer:
      "When I was six I got lost at the fair on Hampstead Heath and a policeman bought me a toffee apple. I wasn't scared at all. When I was sixteen I went back to the same fair with my first boyfriend, Kevin, and I was terrified on the waltzer.",
    moments: [
      { date: { year: 1968 }, place: "fair", people: [] },
      {
        date: { year: 1978 },
        place: "fair",
        people: [["Kevin", "boyfriend"]],
        emotions: ["scared"],
      },
    ],
  },
  {
    name: "a month and year, a railway platform, a friend by name",
    answer:
      "In March 1991 I left for London. My best friend Sarah came to see me off on the platform at York station, and she gave me a tin of her mother's flapjacks. 'Don't you dare forget us,' she said.",
    moments: [
      {
        date: { year: 1991, month: 3 },
        place: "platform",
        people: [["Sarah", "friend"]],
        quotes: [["Sarah", "Don't you dare forget us"]],
      },
    ],
  },
  {
    name: "reported speech: told me to, a named place",
    answer:
      "The day before my wedding, Mum told me to sit down at the kitchen table in Leeds. She said that marriage was mostly about knowing when to keep quiet. I laughed, but she meant it.",
    moments: [
      {
        date: null,
        place: "kitchen",
        people: [["Mum", "mother"]],
        quotes: [
          ["Mum", "Sit down"],
          ["Mum", "marriage was mostly about knowing when to keep quiet"],
        ],
      },
    ],
  },
  {
    name: "Christmas with a year: month and day",
    answer:
      "Christmas 1999 was the last one at Nan's house in Swansea. She made far too many sprouts and Grandad fell asleep in his paper hat before the Queen's speech.",
    moments: [
      {
        date: { year: 1999, month: 12, day: 25 },
        place: "Nan's house",
        people: [
          ["Nan", "grandmother"],
          ["Grandad", "grandfather"],
        ],
      },
    ],
  },
  {
    name: "'that Christmas' alone gives no date",
    answer:
      "That Christmas Dad came home with a puppy inside his coat. We called her Biscuit. Mum pretended to be cross for about five minutes.",
    moments: [
      {
        date: null,
        people: [
          ["Dad", "father"],
          ["Mum", "mother"],
        ],
      },
    ],
  },
  {
    name: "a short year with an apostrophe, a dance hall",
    answer:
      "I met your grandfather at the Palais dance hall in '57. He trod on my feet twice and then asked if he could walk me home. I said yes before he'd finished asking.",
    moments: [
      {
        date: { year: 1957 },
        place: "dance hall",
        quotes: [["Me", "yes"]],
      },
    ],
  },
  {
    name: "the summer before university with the birth year",
    birthYear: 1969,
    answer:
      "The summer before university I worked in a chip shop in Whitby. I came home every night smelling of vinegar, and my dad said I should put it on my CV.",
    moments: [
      {
        date: { year: 1987 },
        place: "chip shop",
        people: [["Dad", "father"]],
        quotes: [["Dad", "I should put it on my CV"]],
      },
    ],
  },
  {
    name: "my eighteenth birthday with the birth year",
    birthYear: 1975,
    answer:
      "On my eighteenth birthday my grandpa gave me his old watch in the pub. He said it had been to Normandy and back and it still kept better time than I did.",
    moments: [
      {
        date: { year: 1993 },
        place: "pub",
        people: [["Grandpa", "grandfather"]],
        quotes: [["Grandpa", "it had been to Normandy and back"]],
      },
    ],
  },
  {
    name: "in my twenties with the birth year",
    birthYear: 1950,
    answer:
      "In my twenties I shared a flat in Glasgow with three nurses. We had one frying pan between us and a landlady called Mrs Duffy who checked the meter every Friday.",
    moments: [{ date: { year: 1970 }, place: "flat", people: ["Mrs Duffy"] }],
  },
  {
    name: "an age without the birth year gives no date",
    answer:
      "When I was nine I broke my arm falling off the garage roof. My brother Sean had dared me. He carried me home on his back and never told anyone it was his idea.",
    moments: [{ date: null, place: "garage", people: [["Sean", "brother"]] }],
  },
  {
    name: "the late seventies, a school classroom, a teacher",
    answer:
      "In the late seventies our school got its first computer and it lived in a cupboard next to the science classroom. Mrs Okafor, my maths teacher, let me stay behind to use it. I was fascinated.",
    moments: [
      {
        date: { year: 1978 },
        place: "classroom",
        people: ["Mrs Okafor"],
        emotions: ["interested"],
      },
    ],
  },
  {
    name: "a date with a weekday, a church, a priest",
    answer:
      "We were married on Saturday the 3rd of May, 1968, at St Anne's church in Liverpool. Father O'Brien forgot my name halfway through and called me Maureen. My mum nearly died laughing.",
    moments: [
      {
        date: { year: 1968, month: 5, day: 3 },
        place: "church",
        people: ["Father O'Brien", ["Mum", "mother"]],
      },
    ],
  },
  {
    name: "New Year's Eve with a year, outside in a square",
    answer:
      "On New Year's Eve 1979 we all stood in the square in Trafalgar with Auntie Jo, freezing, waiting for the bells. Auntie Jo had a flask of something that was definitely not tea.",
    moments: [
      {
        date: { year: 1979, month: 12, day: 31 },
        place: "square",
        people: [["Auntie Jo", "aunt"]],
      },
    ],
  },
  {
    name: "Easter with a year: the day is worked out",
    answer:
      "At Easter 1982 my cousin Bridget and I hid every single egg in the piano, and nobody found them until they melted. Gran was furious.",
    moments: [
      {
        date: { year: 1982, month: 4, day: 11 },
        people: [
          ["Bridget", "cousin"],
          ["Gran", "grandmother"],
        ],
        emotions: ["mad"],
      },
    ],
  },
  {
    name: "two years ago, relative to the day of answering",
    answer:
      "Two years ago I finally went back to the village where I grew up. The post office was a coffee shop now, and I sat in the window and cried into a very expensive latte.",
    moments: [{ date: { year: 2023 }, place: "village", emotions: ["unhappy"] }],
  },
  {
    name: "a foreign name in an English answer, a park",
    answer:
      "Kasia and I used to feed the ducks in the park every morning before school. Kasia said the ducks knew us by our coats. I believed her completely.",
    moments: [
      {
        date: null,
        place: "park",
        people: ["Kasia"],
        quotes: [["Kasia", "the ducks knew us by our coats"]],
      },
    ],
  },
  {
    name: "curly quotation marks before and after, a named pub",
    answer:
      "My dad stood up in the Red Lion and said, “This is my son, and he's going to university.” Everyone clapped. I wanted the floor to swallow me up, but I was grinning.",
    moments: [
      {
        date: null,
        place: "Red Lion",
        people: [["Dad", "father"]],
        quotes: [["Dad", "This is my son"]],
      },
    ],
  },
  {
    name: "a decade in digits, a garage band",
    answer:
      "In the 1960s my brother Mick had a band that practised in our garage. Dad said the neighbours would call the police, and one night they actually did.",
    moments: [
      {
        date: { year: 1960 },
        place: "garage",
        people: [
          ["Mick", "brother"],
          ["Dad", "father"],
        ],
        quotes: [["Dad", "the neighbours would call the police"]],
      },
    ],
  },
  {
    name: "aged with a number, a hospital ward",
    birthYear: 1944,
    answer:
      "Aged 12 I spent six weeks on a hospital ward with scarlet fever. My mother could only wave at me through the glass. I was so lonely I talked to the radiator.",
    moments: [
      {
        date: { year: 1956 },
        place: "ward",
        people: [["Mother", "mother"]],
        emotions: ["lonely"],
      },
    ],
  },
  {
    name: "at the age of, a ship",
    birthYear: 1931,
    answer:
      "At the age of sixteen I signed on as a galley boy on a ship out of Liverpool. The cook, a huge man called Big Eddie, made me peel potatoes for three days before he told me my name.",
    moments: [{ date: { year: 1947 }, place: "ship", people: ["Big Eddie"] }],
  },
  {
    name: "my first day at school with the birth year",
    birthYear: 1985,
    answer:
      "My first day at school I wore my cousin's old blazer, which came down to my knees. A girl called Priya sat next to me and shared her crayons. We're still friends.",
    moments: [{ date: { year: 1990 }, place: "school", people: ["Priya"] }],
  },
  {
    name: "month and day with a year in another sentence",
    answer:
      "We moved to the farm in 1964. On the 2nd of August the barn caught fire and my father ran in for the calves. I have never been so frightened.",
    moments: [
      {
        date: { year: 1964, month: 8, day: 2 },
        place: "farm",
        people: [["Father", "father"]],
        emotions: ["scared"],
      },
    ],
  },
  {
    name: "only the season and 'one evening': no date",
    answer:
      "One evening in the spring we sat on the doorstep and watched the swallows come back. Grandpa named every one of them, which I now know was nonsense.",
    moments: [{ date: null, place: "doorstep", people: [["Grandpa", "grandfather"]] }],
  },
  {
    name: "a year at the start, place after 'to', two people joined by 'and'",
    answer:
      "1985 was the year Mam and Da took us to Tramore for a whole fortnight. We stayed in a caravan that leaked, and we didn't care one bit.",
    moments: [
      {
        date: { year: 1985 },
        place: "caravan",
        people: [
          ["Mam", "mother"],
          ["Da", "father"],
        ],
      },
    ],
  },
  {
    name: "two moments with 'the following year'",
    answer:
      "In 1990 I failed my driving test for the third time on a roundabout in Reading. The following year I passed, and Mum let me drive her to the supermarket. She held on to the door handle the whole way.",
    moments: [
      { date: { year: 1990 }, place: "Reading" },
      { date: { year: 1991 }, place: "supermarket", people: [["Mum", "mother"]] },
    ],
  },
  {
    name: "a quote with a colon before it, an office",
    answer:
      "In 2008 my manager called me into his office on a Friday afternoon. He looked at the floor and said: \"We're letting you go, I'm sorry.\" I walked out into the car park and sat in my car for an hour.",
    moments: [
      {
        date: { year: 2008 },
        place: "office",
        quotes: [[null, "We're letting you go"]],
      },
    ],
  },
  {
    name: "a named grandmother with a title, outside by the river",
    answer:
      "Grandma Rose taught me to skim stones by the river behind her cottage. She said the trick was to stop trying so hard. I still think about that.",
    moments: [
      {
        date: null,
        place: "river",
        people: [["Grandma Rose", "grandmother"]],
        quotes: [["Grandma Rose", "the trick was to stop trying so hard"]],
      },
    ],
  },
  {
    name: "a wife named, a tent, a national park",
    answer:
      "In the summer of 2003 my wife Helen and I camped in a tent in the Lake District and it rained for nine days straight. Helen said it was the best holiday of her life, and I think she meant it.",
    moments: [
      {
        date: { year: 2003 },
        place: "tent",
        people: [["Helen", "wife"]],
        quotes: [["Helen", "it was the best holiday of her life"]],
      },
    ],
  },
  {
    name: "a son named, in bed",
    answer:
      "My son Jamie was four and had a temperature, so I lay with him in bed reading the same dinosaur book eleven times. He asked me if dinosaurs got poorly too.",
    moments: [
      {
        date: null,
        place: "bed",
        people: [["Jamie", "son"]],
        quotes: [["Jamie", "dinosaurs got poorly too"]],
      },
    ],
  },
  {
    name: "an American mom and a yard, July 4th with a year",
    answer:
      "On July 4th, 1990, my mom set up the sprinkler in the backyard and my cousins from Ohio came over. We ate so much watermelon I was sick in the car on the way home.",
    moments: [
      {
        date: { year: 1990, month: 7, day: 4 },
        place: "backyard",
        people: [["Mom", "mother"]],
      },
    ],
  },
  {
    name: "at home, no date, a neighbour by title",
    answer:
      "I was at home on my own when Mrs Kelly from next door knocked and said there'd been an accident at the pit. She made me a sugary tea and we waited.",
    moments: [
      {
        date: null,
        place: "home",
        people: ["Mrs Kelly"],
        quotes: [["Mrs Kelly", "there'd been an accident at the pit"]],
      },
    ],
  },
  {
    name: "the early nineties, a market stall",
    answer:
      "In the early nineties I had a stall on Portobello market selling old cameras. A man in a long coat bought every single one and paid in cash. I was stunned.",
    moments: [{ date: { year: 1990 }, place: "market", emotions: ["amazed"] }],
  },
  {
    name: "I must have been about five, with the birth year",
    birthYear: 1953,
    answer:
      "I must have been about five. Nan took me on the bus into town to buy shoes, and I was sick on the conductor. He was very nice about it.",
    moments: [{ date: { year: 1958 }, place: "bus", people: [["Nan", "grandmother"]] }],
  },
  {
    name: "reported speech with 'kept saying'",
    answer:
      "When the twins were born in 1994 my husband kept saying we would need a bigger car. We bought a second-hand Volvo from a man in Harrogate who cried when we drove it away.",
    moments: [
      {
        date: { year: 1994 },
        people: [["Husband", "husband"]],
        quotes: [["Husband", "we would need a bigger car"]],
      },
    ],
  },
  {
    name: "a moment with no people, a station, a year",
    answer:
      "In 1962 I arrived at Euston with a cardboard suitcase and an address on a scrap of paper. It was raining, and the station was the biggest room I had ever seen.",
    moments: [{ date: { year: 1962 }, place: "Euston", people: [] }],
  },
  {
    name: "two moments: a decade, then years later",
    answer:
      "In the sixties my father ran a barber's shop on Mill Street. I swept up the hair for sixpence a week. Many years later I found his old razor in a box in the loft, still in its case.",
    moments: [
      { date: { year: 1960 }, place: "Mill Street", people: [["Father", "father"]] },
      { date: null, place: "loft", people: [] },
    ],
  },
  {
    name: "as a teenager with the birth year, a cinema",
    birthYear: 1946,
    answer:
      "As a teenager I spent every Saturday at the Odeon cinema in Leicester. My friend Brian and I would sneak in through the fire exit. We were caught once and the manager rang my dad.",
    moments: [
      {
        date: { year: 1959 },
        place: "cinema",
        people: [
          ["Brian", "friend"],
          ["Dad", "father"],
        ],
      },
    ],
  },
  {
    name: "a quote spoken by the person themself",
    answer:
      'In 2015 I stood in the doctor\'s surgery and heard the word "benign". "Say that again," I said. The doctor smiled and said it again, slowly.',
    moments: [
      {
        date: { year: 2015 },
        place: "surgery",
        quotes: [["Me", "Say that again"]],
      },
    ],
  },
  {
    name: "a sister and a brother-in-law, a wedding in a hotel",
    answer:
      "My sister Claire got married in 2001 at a hotel in Bath. Her new husband, Marcus, gave a speech that went on for forty minutes. My mum whispered that she'd aged a year.",
    moments: [
      {
        date: { year: 2001 },
        place: "hotel",
        people: [["Claire", "sister"], "Marcus", ["Mum", "mother"]],
        quotes: [["Mum", "she'd aged a year"]],
      },
    ],
  },
  {
    name: "no time words: a feeling and a room",
    answer:
      "I remember lying on the floor of my bedroom listening to the rain on the skylight, feeling completely safe. Downstairs Dad was whistling while he washed up.",
    moments: [
      {
        date: null,
        place: "bedroom",
        people: [["Dad", "father"]],
        emotions: ["peaceful"],
      },
    ],
  },
  {
    name: "a month without a year: no date",
    answer:
      "Every June the fair came to the green behind our house. Mum would give us a shilling each and tell us to be home before the lights came on.",
    moments: [{ date: null, place: "green", people: [["Mum", "mother"]] }],
  },
  {
    name: "a year and a named city, a daughter by name",
    answer:
      "In 2012 my daughter Lily graduated in Edinburgh. I sat in the great hall and clapped until my hands hurt, and Lily waved her hat at me from the stage.",
    moments: [
      {
        date: { year: 2012 },
        place: "hall",
        people: [["Lily", "daughter"]],
      },
    ],
  },
  {
    name: "the winter of a year, a frozen canal",
    answer:
      "In the winter of 1963 the canal froze solid and my brother Alan walked right across it to show off. Mum screamed at him from the bridge.",
    moments: [
      {
        date: { year: 1963 },
        place: "canal|bridge",
        people: [
          ["Alan", "brother"],
          ["Mum", "mother"],
        ],
      },
    ],
  },
  {
    name: "two moments: a year, then a later year opening the sentence",
    answer:
      "My grandfather opened the bakery on Church Lane in 1952. He got up at four every morning for thirty years. In 1982 he handed the keys to my father and cried in the van.",
    moments: [
      { date: { year: 1952 }, place: "Church Lane", people: [["Grandfather", "grandfather"]] },
      {
        date: { year: 1982 },
        place: "van",
        people: [["Father", "father"]],
        emotions: ["unhappy"],
      },
    ],
  },
  {
    name: "reported speech with 'asked me to'",
    answer:
      "In 1977 Uncle Ray asked me to be his best man at the registry office in Croydon. I was nineteen and terrified of speaking in public.",
    moments: [
      {
        date: { year: 1977 },
        place: "registry office",
        people: [["Uncle Ray", "uncle"]],
        quotes: [["Uncle Ray", "Be his best man"]],
        emotions: ["scared"],
      },
    ],
  },
  {
    name: "a half year in the answer, classroom, a headmaster",
    answer:
      "The headmaster caned three of us in front of the whole school hall in 1959 for laughing during prayers. I never forgave him.",
    moments: [{ date: { year: 1959 }, place: "school hall" }],
  },
  {
    name: "two moments: first job, then retirement with 'decades later'",
    answer:
      "I started at the Ford factory in Dagenham in 1966, on the line fitting door handles. Decades later they gave me a carriage clock and a handshake in the canteen, and I didn't know what to do with my hands.",
    moments: [
      { date: { year: 1966 }, place: "factory" },
      { date: null, place: "canteen" },
    ],
  },
  {
    name: "a boyfriend named, a bench in a park, a quote in single quotes",
    answer:
      "Mark proposed on a bench in Victoria Park in 1988. He said 'I haven't got a ring yet, but I will.' I said yes anyway.",
    moments: [
      {
        date: { year: 1988 },
        place: "Victoria Park",
        people: ["Mark"],
        quotes: [["Mark", "I haven't got a ring yet"]],
      },
    ],
  },
  {
    name: "a yearless holiday in a dated moment fills the month",
    answer:
      "In 1987 Dad lost his job at the shipyard. That Christmas there was no money, so Mum made all our presents herself. I still have the knitted rabbit.",
    moments: [
      {
        date: { year: 1987, month: 12, day: 25 },
        place: "shipyard",
        people: [
          ["Dad", "father"],
          ["Mum", "mother"],
        ],
      },
    ],
  },
  {
    name: "an aunt with lower-case family words and a name",
    answer:
      "my auntie Pat ran a pub in Hull and we stayed there every summer. she let us pull the pints when nobody was looking.",
    moments: [{ date: null, place: "pub", people: [["Pat", "aunt"]] }],
  },
  {
    name: "a step-parent and a shed",
    answer:
      "My stepdad Colin spent the whole of 1993 building a boat in the shed. It never left the garden. Mum said it was the most expensive planter in England.",
    moments: [
      {
        date: { year: 1993 },
        place: "shed",
        people: [
          ["Colin", "stepfather"],
          ["Mum", "mother"],
        ],
        quotes: [["Mum", "the most expensive planter in England"]],
      },
    ],
  },
  {
    name: "a flat in a named city, an accented name at the start",
    answer:
      "Siobhan and I rented a tiny flat in Galway in 1999. Siobhan painted the whole kitchen yellow while I was at work. I came home and laughed until I cried.",
    moments: [{ date: { year: 1999 }, place: "flat", people: ["Siobhan"] }],
  },
  {
    name: "a grandmother called Nana, a farm, a quote after with a pronoun",
    answer:
      "Nana kept hens on the farm and she made me collect the eggs. 'Gently, like they're made of glass,' she told me. I broke four.",
    moments: [
      {
        date: null,
        place: "farm",
        people: [["Nana", "grandmother"]],
        quotes: [["Nana", "Gently, like they're made of glass"]],
      },
    ],
  },
  {
    name: "the noughties and a named town, a colleague",
    answer:
      "In the noughties I drove a taxi in Bristol on the night shift. My colleague Dev taught me every shortcut in the city. I was never bored.",
    moments: [{ date: { year: 2000 }, place: "Bristol|taxi", people: [["Dev", "colleague"]] }],
  },
  {
    name: "the last year, relative to the day of answering",
    answer:
      "Last year my grandson Oliver taught me to make video calls on the tablet. Now I ring my sister in Melbourne every Sunday.",
    moments: [
      {
        date: { year: 2024 },
        people: [["Oliver", "grandson"]],
      },
    ],
  },
  {
    name: "an English answer with no fields at all",
    answer:
      "It's hard to explain. It was just a feeling that something was about to change, and it did, but not in the way anyone expected.",
    moments: [{ date: null, place: null, people: [] }],
  },
  {
    name: "Polish: a year, a city, a mother",
    language: "pl",
    answer:
      "W 1981 roku mieszkaliśmy w Krakowie. Mama powiedziała, że musimy wyjechać, i płakała w kuchni całą noc.",
    moments: [{}],
  },
  {
    name: "Polish: a memory of a grandfather",
    language: "pl",
    answer:
      "Dziadek Józef zabierał mnie na ryby nad Wisłę. Siedzieliśmy godzinami i nic nie mówiliśmy. To było najpiękniejsze lato mojego życia.",
    moments: [{}],
  },
  {
    name: "Polish: two paragraphs",
    language: "pl",
    answer:
      "Kiedy miałam siedem lat, pierwszy raz zobaczyłam morze w Gdańsku.\n\nPo latach wróciłam tam z moją córką Zosią i obie płakałyśmy ze szczęścia.",
    moments: [{}],
  },
  {
    name: "Spanish: a year, a grandmother, a quote",
    language: "es",
    answer:
      'En 1985 fuimos a Madrid con mi abuela Carmen. Ella dijo: "Nunca olvidaré este día." Yo tenía nueve años.',
    moments: [{}],
  },
  {
    name: "Spanish: a kitchen and a father",
    language: "es",
    answer:
      "Mi padre cocinaba los domingos en la cocina de la casa de Sevilla. Olía a ajo y a naranjas. Éramos muy felices.",
    moments: [{}],
  },
  {
    name: "Spanish: two moments",
    language: "es",
    answer:
      "Cuando tenía diez años me caí del caballo de mi tío. Muchos años después, en 2005, volví al rancho y el caballo todavía estaba allí.",
    moments: [{}],
  },
];
