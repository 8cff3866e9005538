// The time of day of a heading (README "Story compiler", "Headings"): a clock time, or words.

const TIMES: Record<string, string> = {
  day: "DAY",
  daytime: "DAY",
  noon: "DAY",
  midday: "DAY",
  lunchtime: "DAY",
  afternoon: "AFTERNOON",
  night: "NIGHT",
  tonight: "NIGHT",
  midnight: "NIGHT",
  nighttime: "NIGHT",
  morning: "MORNING",
  dawn: "DAWN",
  daybreak: "DAWN",
  sunrise: "DAWN",
  breakfast: "MORNING",
  evening: "EVENING",
  sunset: "EVENING",
  dusk: "DUSK",
  twilight: "DUSK",
  dinner: "EVENING",
  supper: "EVENING",
  continuous: "CONTINUOUS",
  later: "LATER",
  // Spanish and Polish
  noche: "NIGHT",
  madrugada: "DAWN",
  amanecer: "DAWN",
  atardecer: "EVENING",
  noc: "NIGHT",
  nocy: "NIGHT",
  nocą: "NIGHT",
  rano: "MORNING",
  rankiem: "MORNING",
  wieczór: "EVENING",
  wieczorem: "EVENING",
  świcie: "DAWN",
  świt: "DAWN",
};

const words = (s: string): string[] =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);

/** A time the writer gave (the scene's time-of-day field): a known word, else as written. */
export function explicitTime(value: string): string {
  const v = value.trim();
  return TIMES[v.toLowerCase()] ?? v.toUpperCase();
}

/** The first time word in the texts ("that night", "at breakfast"); CONTINUOUS and LATER are
 * words of headings, not of memories. */
export function timeFromWords(texts: string[]): string | undefined {
  for (const t of texts) {
    for (const w of words(t)) {
      const k = TIMES[w];
      if (k && k !== "CONTINUOUS" && k !== "LATER") return k;
    }
  }
  return undefined;
}

/** A 24-hour `HH:MM` as a time of day: before 5:00 or from 21:00 NIGHT, before 12:00 MORNING,
 * before 17:00 DAY, else EVENING. */
export function timeFromClock(hhmm: string | undefined): string | undefined {
  if (!hhmm) return undefined;
  const m = /^(\d{1,2}):\d{2}/.exec(hhmm);
  if (!m) return undefined;
  const h = Number(m[1]);
  if (h > 23) return undefined;
  if (h < 5 || h >= 21) return "NIGHT";
  if (h < 12) return "MORNING";
  if (h < 17) return "DAY";
  return "EVENING";
}
