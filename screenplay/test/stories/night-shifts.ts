// Captured story 2 (English): a nurse's first years of night shifts, 2008–2015, ordered on the
// beat board. Written for the compiler's tests; every name and event is invented.
import type { StoryInput } from "#screenplay/compile/story-types.ts";
import {
  calendar,
  day,
  emotionSentence,
  gallery,
  month,
  photo,
  quote,
  scene,
  text,
  year,
} from "./builders.ts";

export const nightShifts: StoryInput = {
  movie: { title: "Night Shifts", authorName: "Marcus Bell" },
  characters: [
    { id: "c-ada", name: "Ada", role: "the ward sister", description: "thirty years on nights" },
    { id: "c-dad", name: "Dad" },
  ],
  notes: {
    protagonist: "Marcus",
    theme: "Care is a kind of courage.",
    beatsOrder: ["ns-1", "ns-2", "ns-4", "ns-3"],
  },
  scenes: [
    scene(
      "ns-1",
      "First night",
      {
        location: "Ward 9 corridor",
        date: day(2008, 9, 1),
        time: "21:45",
        characterIds: ["c-ada"],
      },
      text("I pushed the trolley down the corridor. Every door was half open."),
      quote("Walk softly. Sleep is medicine too.", "Ada"),
      emotionSentence("My mind raced through every way this could go wrong.", "Fear", "Anxious"),
    ),
    scene(
      "ns-2",
      "Mrs Okafor",
      { location: "Ward 9, bay 3", date: day(2008, 9, 2) },
      text("Mrs Okafor asked for tea at three in the morning. I made it the way my gran did."),
      quote("Two sugars. And sit with me a minute.", "Mrs Okafor"),
      quote("Just a minute.", "Me"),
    ),
    scene(
      "ns-3",
      "Dad's call",
      { date: month(2008, 10), time: "04:10", emotions: [{ core: "sad", feeling: "hurt" }] },
      text("Dad called during my break. I took it in the stairwell."),
      quote("When are you getting a proper job?", "Dad"),
      quote("This is a proper job, Dad.", "Marcus"),
    ),
    scene(
      "ns-4",
      "The code",
      {
        location: "Intensive care",
        date: day(2008, 9, 20),
        time: "02:30",
        emotions: [{ core: "fear", feeling: "scared" }],
      },
      text(
        "The alarm went off. Ada was already running. I grabbed the crash cart and followed her.",
      ),
      text("We worked for forty minutes. The monitor finally showed a rhythm."),
    ),
    scene(
      "ns-5",
      "Breakfast after",
      { location: "Hospital canteen", timeOfDay: "dawn" },
      text("Ada bought me a bacon roll. Neither of us said anything about the night."),
      quote("You did well. Eat.", "Ada"),
    ),
    scene(
      "ns-6",
      "Christmas on the ward",
      { location: "Ward 9", date: day(2009, 12, 25) },
      text("Someone hung tinsel on the drip stands. The patients sang carols off key."),
      gallery(
        { caption: "Tinsel on the drip stands", alt: "" },
        { alt: "DSC_0042.JPG" },
        { caption: "Ada in a paper crown", alt: "" },
      ),
      emotionSentence("My heart felt light, and I couldn't stop smiling.", "Happy", "Joyful"),
    ),
    scene(
      "ns-7",
      "The exam",
      { date: month(2011, 5), location: "Exam hall" },
      text("I finished the last question with two minutes left."),
      photo({ caption: "Results day", takenAt: "2011-06-30T10:15:00" }),
    ),
    scene(
      "ns-8",
      "Dad in the waiting room",
      { location: "Waiting room", characterIds: ["c-dad"] },
      calendar("2013-02-11", "Dad's operation", { startTime: "07:30" }),
      text("Dad held his hat in both hands. For once I knew more than he did."),
      quote("Will it hurt?", "Dad"),
      quote("Not while I'm here.", "Me"),
    ),
    scene(
      "ns-9",
      "Walking home",
      { location: "The canal path", date: month(2013, 2) },
      text("I walked home along the canal as the sun came up. The ducks were the only ones awake."),
      photo({ alt: "Sunrise over a canal with ducks" }),
    ),
    scene(
      "ns-10",
      "Ada retires",
      { location: "The staff room", date: day(2015, 3, 31), time: "07:00" },
      text("We gave Ada a card signed by everyone on the ward. She read every name out loud."),
      quote("Thirty years. Don't let them rush you, Marcus.", "Ada"),
    ),
    scene(
      "ns-11",
      "Dad's visit",
      { location: "Ward 9", date: year(2015), characterIds: ["c-dad"] },
      text("Dad turned up at the end of my shift with a flask of coffee."),
      quote("Proud of you, son.", "Dad"),
    ),
    scene(
      "ns-12",
      "Night again",
      { location: "Ward 9 corridor", timeOfDay: "night" },
      text("I push the trolley down the corridor. A new nurse follows me, eyes wide."),
      quote("Walk softly.", "Me"),
    ),
  ],
};
