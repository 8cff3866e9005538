// Numbers as people say them in a life story: "seven", "twenty-one", "7", "eighteenth", "21st".

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const ORDINAL_UNITS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
};
const ORDINAL_TENS: Record<string, number> = {
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
};

/** A regex source matching a cardinal number from 0 to 99, in digits or words. */
export const CARDINAL = `(?:\\d{1,2}|(?:${Object.keys(TENS).join("|")})(?:[- ](?:${Object.keys(UNITS).slice(1, 10).join("|")}))?|${Object.keys(UNITS).join("|")})`;
/** A regex source matching an ordinal from 1st to 99th, in digits or words. */
export const ORDINAL = `(?:\\d{1,2}(?:st|nd|rd|th)|(?:${Object.keys(TENS).join("|")})[- ](?:${Object.keys(ORDINAL_UNITS).slice(0, 9).join("|")})|${Object.keys(ORDINAL_TENS).join("|")}|${Object.keys(ORDINAL_UNITS).join("|")})`;

/** 0 to 99 from digits or words ("seven", "twenty-one", "21"), or null. */
export function cardinalValue(word: string): number | null {
  const w = word.toLowerCase().trim();
  if (/^\d{1,2}$/.test(w)) return Number(w);
  if (w in UNITS) return UNITS[w] as number;
  if (w in TENS) return TENS[w] as number;
  const [tens, unit] = w.split(/[- ]/);
  if (tens && unit && tens in TENS && unit in UNITS && (UNITS[unit] as number) < 10)
    return (TENS[tens] as number) + (UNITS[unit] as number);
  return null;
}

/** 1 to 99 from an ordinal ("eighteenth", "twenty-first", "21st"), or null. */
export function ordinalValue(word: string): number | null {
  const w = word.toLowerCase().trim();
  const digits = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(w);
  if (digits) return Number(digits[1]);
  if (w in ORDINAL_UNITS) return ORDINAL_UNITS[w] as number;
  if (w in ORDINAL_TENS) return ORDINAL_TENS[w] as number;
  const [tens, unit] = w.split(/[- ]/);
  if (tens && unit && tens in TENS && unit in ORDINAL_UNITS && (ORDINAL_UNITS[unit] as number) < 10)
    return (TENS[tens] as number) + (ORDINAL_UNITS[unit] as number);
  return null;
}
