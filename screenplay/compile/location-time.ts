// A time of day written into a location ("The lake at dawn", "Kitchen, late at night") belongs in
// the heading's time slot, not in the place name: it is taken out of the place and, unless the
// scene names its time explicitly, becomes the heading's time.

const LOCATION_TIMES: Record<string, string> = {
  dawn: "DAWN",
  daybreak: "DAWN",
  sunrise: "DAWN",
  morning: "MORNING",
  noon: "DAY",
  midday: "DAY",
  afternoon: "AFTERNOON",
  dusk: "DUSK",
  twilight: "DUSK",
  sunset: "EVENING",
  evening: "EVENING",
  night: "NIGHT",
  nighttime: "NIGHT",
  midnight: "NIGHT",
};

const WORDS = Object.keys(LOCATION_TIMES).join("|");
// The time phrase at the end: a separator (comma, dash, "at", "in the", "by", "during the") with
// optional early/late, then a time word. "Night market" or "Dawn Street" keep their words.
const TRAILING = new RegExp(
  String.raw`(?:\s*[,\u2013\u2014-]\s*|\s+)(?:(?:at|in|by|during|on|one|this|that)\s+)?(?:the\s+)?(?:(?:early|late)\s+(?:in\s+the\s+)?)?(?:at\s+)?(${WORDS})\s*$`,
  "iu",
);

export interface SplitLocation {
  place: string;
  /** The time word's heading form (DAWN, NIGHT, …) when the location named one. */
  time?: string;
}

/** "The lake at dawn" → { place: "The lake", time: "DAWN" }; other locations unchanged. */
export function splitLocationTime(location: string): SplitLocation {
  const trimmed = location.trim();
  const m = TRAILING.exec(trimmed);
  if (!m || m.index === 0 || !m[1]) return { place: trimmed };
  const place = trimmed.slice(0, m.index).trim();
  if (!place) return { place: trimmed };
  const time = LOCATION_TIMES[m[1].toLowerCase()];
  return time ? { place, time } : { place: trimmed };
}
