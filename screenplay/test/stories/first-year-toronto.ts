// Captured story 5 (English): a first year in a new country, 2019–2020, half of it imported
// from a photo archive (caption as title and text, the file name as alt text, the item's date on a
// calendar element titled like the scene). Written for the compiler's tests; all invented.
import type { StoryInput } from "#screenplay/compile/story-types.ts";
import { calendar, day, gallery, gif, month, photo, quote, scene, text } from "./builders.ts";

const imported = (sceneId: string, caption: string, date: string, file: string, place?: string) =>
  scene(
    sceneId,
    caption.split(/\s+/).slice(0, 8).join(" "),
    place ? { location: place } : {},
    calendar(date, caption.split(/\s+/).slice(0, 8).join(" ")),
    photo({ alt: file }),
    text(caption),
  );

export const firstYearToronto: StoryInput = {
  movie: { title: "First Year in Toronto", authorName: "Priya Raman" },
  characters: [{ id: "c-amma", name: "Amma", role: "my mother, on the phone every Sunday" }],
  scenes: [
    scene(
      "ft-1",
      "Landing",
      { location: "Pearson airport arrivals hall", date: day(2019, 1, 9), time: "22:40" },
      text(
        "I came out of the arrivals hall with two suitcases and a winter coat I had bought in Chennai. It was minus eighteen outside.",
      ),
      quote("Welcome to Canada. You'll want a better coat.", "Border officer"),
    ),
    scene(
      "ft-2",
      "The basement room",
      { location: "Basement apartment on Dundas Street" },
      text(
        "The room had one window at the level of the sidewalk. I watched boots go past all evening.",
      ),
      text("Why did I leave a house full of people for this?"),
    ),
    scene(
      "ft-3",
      "Sunday call",
      { characterIds: ["c-amma"], emotions: [{ core: "sad", feeling: "lonely" }] },
      calendar("2019-01-13", "Call with Amma", { startTime: "09:00" }),
      quote("Are you eating properly?", "Amma"),
      quote("Yes, Amma. Rice every day.", "Me"),
      gif("a cartoon cat eating noodles", "me, every night"),
    ),
    imported(
      "ft-4",
      "First snowstorm. The whole street disappeared under white and the kids next door built a fort.",
      "2019-02-12",
      "IMG_20190212_081533.jpg",
      "Dundas Street",
    ),
    imported(
      "ft-5",
      "My first job interview downtown, coffee in hand",
      "2019-03-04",
      "5f2c9a7e1b3d4e6f8a0b.jpg",
    ),
    scene(
      "ft-6",
      "The job",
      { location: "Office on King Street", date: month(2019, 3) },
      text(
        "I got the job. I called Amma from the lobby and she screamed so loud the guard looked up.",
      ),
      calendar("2024-11-26", "Important Meeting", {
        description: "Add meeting details here",
        startTime: "09:00",
        endTime: "10:00",
      }),
    ),
    scene(
      "ft-7",
      "Diwali alone",
      { location: "Basement apartment on Dundas Street", date: day(2019, 10, 27), time: "19:30" },
      text("I lit one diya on the windowsill. The snow outside made it look brighter."),
      photo({ caption: "One diya", takenAt: "2019-10-27T19:41:00" }),
      gif("fireworks"),
    ),
    scene(
      "ft-8",
      "Meeting Dev",
      { location: "A coffee shop on Queen Street", date: month(2019, 11) },
      text("Dev spilled his coffee on my sleeve and then paid for my cake."),
      quote("I swear I'm not usually this clumsy.", "Dev"),
      quote("You owe me a shirt.", "Priya"),
    ),
    imported(
      "ft-9",
      "Skating at Nathan Phillips Square with Dev",
      "2019-12-21",
      "IMG_5521.HEIC",
      "Nathan Phillips Square",
    ),
    scene(
      "ft-10",
      "Amma visits",
      { location: "Airport", date: month(2020, 1), characterIds: ["c-amma"] },
      text(
        "Amma came through the doors in a sari and three sweaters. She hugged me for a long time.",
      ),
      quote("You've become so thin!", "Amma"),
      gallery({ caption: "Amma meets the snow", alt: "" }, { alt: "IMG_6001.JPG" }),
    ),
    scene(
      "ft-11",
      "Teaching Amma to skate",
      { location: "The rink at Harbourfront", date: month(2020, 1) },
      text("Amma held the rail with both hands. Dev skated backwards in front of her."),
      quote("If I fall, you are both in trouble.", "Amma"),
    ),
    scene(
      "ft-12",
      "One year",
      { date: day(2020, 1, 9), emotions: [{ core: "happy", feeling: "optimistic" }] },
      text("A year to the day. I walked to the lake alone and the ice was singing."),
    ),
  ],
};
