// The captured-story corpus: five movies written for the compiler's tests (never shipped).
import type { StoryInput } from "#screenplay/compile/story-types.ts";
import { lighthouseSummers } from "./lighthouse-summers.ts";
import { nightShifts } from "./night-shifts.ts";
import { ulicaDluga } from "./ulica-dluga.ts";
import { casaDeLaPlaya } from "./casa-de-la-playa.ts";
import { firstYearToronto } from "./first-year-toronto.ts";

export const storyCorpus: Record<string, StoryInput> = {
  "lighthouse-summers": lighthouseSummers,
  "night-shifts": nightShifts,
  "ulica-dluga": ulicaDluga,
  "casa-de-la-playa": casaDeLaPlaya,
  "first-year-toronto": firstYearToronto,
};

export { lighthouseSummers, nightShifts, ulicaDluga, casaDeLaPlaya, firstYearToronto };
