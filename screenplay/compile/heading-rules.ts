// How the compiler infers INT./EXT. and the time of day from a scene's words (README "Story
// compiler"). Whole-word, case-insensitive matches; the first source that has a match decides
// (location, then title, then the scene's text), and within it the first matching word wins.

const INTERIOR = new Set([
  "kitchen",
  "bedroom",
  "house",
  "home",
  "apartment",
  "flat",
  "office",
  "car",
  "room",
  "hospital",
  "school",
  "classroom",
  "church",
  "restaurant",
  "bar",
  "cafe",
  "café",
  "hall",
  "bathroom",
  "attic",
  "basement",
  "garage",
  "inside",
  "indoors",
  "store",
  "shop",
  "cabin",
  "train",
  "plane",
  "bus",
  "hotel",
  "library",
  "studio",
  "theater",
  "theatre",
  "museum",
  "ship",
  "hallway",
  "lobby",
  "diner",
  "factory",
  "station",
  "airport",
  "gym",
  "bakery",
  "salon",
]);
const EXTERIOR = new Set([
  "park",
  "street",
  "beach",
  "garden",
  "yard",
  "backyard",
  "field",
  "forest",
  "woods",
  "mountain",
  "mountains",
  "lake",
  "river",
  "sea",
  "ocean",
  "road",
  "outside",
  "outdoors",
  "porch",
  "harbor",
  "harbour",
  "dock",
  "pier",
  "farm",
  "square",
  "playground",
  "cemetery",
  "island",
  "desert",
  "bridge",
  "highway",
  "sidewalk",
  "countryside",
  "village",
  "meadow",
  "shore",
  "deck",
  "rooftop",
]);

function words(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
}

/** "INT." or "EXT." from the first source with a telling word; INT. when none says. */
export function interiorOrExterior(sources: string[]): "INT." | "EXT." {
  for (const s of sources) {
    for (const w of words(s)) {
      if (INTERIOR.has(w)) return "INT.";
      if (EXTERIOR.has(w)) return "EXT.";
    }
  }
  return "INT.";
}

const TIMES: Record<string, string> = {
  day: "DAY",
  daytime: "DAY",
  noon: "DAY",
  afternoon: "AFTERNOON",
  night: "NIGHT",
  midnight: "NIGHT",
  nighttime: "NIGHT",
  morning: "MORNING",
  dawn: "DAWN",
  sunrise: "DAWN",
  breakfast: "MORNING",
  evening: "EVENING",
  sunset: "EVENING",
  dusk: "DUSK",
  dinner: "EVENING",
  continuous: "CONTINUOUS",
  later: "LATER",
};

/** A time of day from an explicit value, else from words in the text, else DAY. */
export function timeOfDay(explicit: string | undefined, texts: string[]): string {
  if (explicit && explicit.trim()) {
    const known = TIMES[explicit.trim().toLowerCase()];
    return known ?? explicit.trim().toUpperCase();
  }
  for (const t of texts) {
    for (const w of words(t)) {
      const k = TIMES[w];
      if (k && k !== "CONTINUOUS" && k !== "LATER") return k;
    }
  }
  return "DAY";
}

/** A time of day from a 24-hour `HH:MM` start time. */
export function timeFromClock(hhmm: string | undefined): string | undefined {
  if (!hhmm) return undefined;
  const h = Number(hhmm.split(":")[0]);
  if (!Number.isFinite(h)) return undefined;
  if (h < 5 || h >= 21) return "NIGHT";
  if (h < 12) return "MORNING";
  if (h < 17) return "DAY";
  return "EVENING";
}

const MONTHS = [
  "JANUARY",
  "FEBRUARY",
  "MARCH",
  "APRIL",
  "MAY",
  "JUNE",
  "JULY",
  "AUGUST",
  "SEPTEMBER",
  "OCTOBER",
  "NOVEMBER",
  "DECEMBER",
];

/** `1998-03-03` → `MARCH 3, 1998`; anything else is returned in capitals. */
export function formatDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!m) return date.trim().toUpperCase();
  const month = MONTHS[Number(m[2]) - 1];
  const day = Number(m[3]);
  if (!month || day < 1 || day > 31) return date.trim().toUpperCase();
  return `${month} ${day}, ${m[1]}`;
}
