// A scene heading's parts for production reports: interior or exterior, the location, and the
// time of day. `INT.  BLOOM HOUSE - KITCHEN - NIGHT` → INT, BLOOM HOUSE - KITCHEN, NIGHT.
import { plainText } from "../inline.ts";

export interface HeadingParts {
  intExt: "INT" | "EXT" | "INT/EXT" | "";
  location: string;
  time: string;
  /** DAY for day times, NIGHT for night ones, "" for others (CONTINUOUS, LATER …). */
  dayNight: "DAY" | "NIGHT" | "";
}

const NIGHT = new Set(["NIGHT", "EVENING", "DUSK", "MIDNIGHT", "SUNSET", "TWILIGHT"]);
const DAY = new Set(["DAY", "MORNING", "AFTERNOON", "DAWN", "NOON", "SUNRISE", "DAYBREAK"]);

const PREFIX =
  /^(INT\.?\s*\/\s*EXT\.?|EXT\.?\s*\/\s*INT\.?|I\.?\s*\/\s*E\.?|INT\.?|EXT\.?|EST\.?)(?:\s+|$)/;

export function headingParts(text: string): HeadingParts {
  let h = plainText(text).toUpperCase().replace(/\s+/g, " ").trim();
  // A bracketed note at the end ([PRESENT]) is not part of the place or time.
  h = h.replace(/\s*\[[^\]]*\]\s*$/, "");
  const m = PREFIX.exec(h);
  let intExt: HeadingParts["intExt"] = "";
  if (m) {
    const p = (m[1] as string).replace(/[\s.]/g, "");
    intExt = p.includes("/") ? "INT/EXT" : p.startsWith("EXT") ? "EXT" : "INT";
    h = h.slice(m[0].length);
  }
  const parts = h.split(/\s+[-–—]+\s+/);
  let time = "";
  if (parts.length > 1) time = (parts.pop() as string).trim();
  const location = parts.join(" - ").replace(/^[-–—\s]+|[-–—\s]+$/g, "");
  const words = time.split(/[^A-Z]+/);
  const dayNight = words.some((w) => NIGHT.has(w))
    ? "NIGHT"
    : words.some((w) => DAY.has(w))
      ? "DAY"
      : "";
  return { intExt, location, time, dayNight };
}
