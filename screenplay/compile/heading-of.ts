// A scene's heading (README "Story compiler", "Headings"): `INT. GRANDMA'S KITCHEN - EVENING`.
// The place: the scene's location, else a place its words name, else a place its title names
// (a title is never the place otherwise), else SOMEWHERE. The time: the scene's time of day,
// else a time word in the location, else its clock time (its own, the calendar's, a photo's),
// else a time word in its words, else DAY.
import type { StoryScene } from "./story-types.ts";
import type { SceneWhen } from "./scene-facts.ts";
import { splitLocationTime } from "./location-time.ts";
import { interiorOrExterior, placeInText } from "./place-rules.ts";
import { explicitTime, timeFromClock, timeFromWords } from "./time-rules.ts";

export const UNKNOWN_PLACE = "SOMEWHERE";

export interface Heading {
  text: string;
  /** The place as the writer wrote it ("Grandma's kitchen"), when one is known. */
  placeAsWritten?: string;
}

export function headingOf(scene: StoryScene, when: SceneWhen, words: string[]): Heading {
  const location = scene.location?.trim() ? splitLocationTime(scene.location) : undefined;
  let place = location?.place;
  if (!place) {
    for (const w of words) {
      place = placeInText(w);
      if (place) break;
    }
  }
  place ??= placeInText(scene.title, true);
  const ie = interiorOrExterior(place, [scene.title, ...words]);
  const time =
    (scene.timeOfDay?.trim() ? explicitTime(scene.timeOfDay) : undefined) ??
    location?.time ??
    timeFromClock(when.time) ??
    timeFromWords([scene.title, ...words]) ??
    "DAY";
  const text = `${ie} ${(place ?? UNKNOWN_PLACE).toUpperCase()} - ${time}`;
  return place ? { text, placeAsWritten: place } : { text };
}
