// Revision colours in the industry order (the WGA's, as Final Draft names them): the production
// draft is White, then each revision takes the next colour: Blue, Pink, Yellow, Green, Goldenrod,
// Buff, Salmon, Cherry; after Cherry the order starts again as Second Blue, Second Pink, … then
// Third Blue, and so on (White is never reused: a white page is the unrevised draft).

export const COLOURS = [
  "White",
  "Blue",
  "Pink",
  "Yellow",
  "Green",
  "Goldenrod",
  "Buff",
  "Salmon",
  "Cherry",
] as const;
export type ColourName = (typeof COLOURS)[number];

/** Paper shades, for the editor's swatches and Final Draft's page colour. */
const PAPER: Record<ColourName, string> = {
  White: "#FFFFFF",
  Blue: "#B7D3F2",
  Pink: "#F6C6D6",
  Yellow: "#FBF0A0",
  Green: "#C5E8C0",
  Goldenrod: "#EFC56B",
  Buff: "#EEDDB7",
  Salmon: "#F8B4A0",
  Cherry: "#E5738A",
};

/** How Final Draft colours a revision's marks (its text colour for the set). */
const INK: Record<ColourName, string> = {
  White: "#000000",
  Blue: "#1F4FBF",
  Pink: "#C2185B",
  Yellow: "#9A7B00",
  Green: "#2E7D32",
  Goldenrod: "#B8860B",
  Buff: "#8D6E3F",
  Salmon: "#D2553C",
  Cherry: "#9E1030",
};

const ROUNDS = ["", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth"];

export interface RevisionColour {
  /** 0 for the production draft (White), then 1, 2, … */
  index: number;
  colour: ColourName;
  /** "White", "Blue", … "Second Blue". */
  name: string;
  paper: string;
  ink: string;
}

/** The colour of revision `index` (0 = the production draft). */
export function revisionColour(index: number): RevisionColour {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`no revision ${index}`);
  if (index === 0)
    return { index, colour: "White", name: "White", paper: PAPER.White, ink: INK.White };
  const cycle = COLOURS.length - 1;
  const round = Math.floor((index - 1) / cycle);
  const colour = COLOURS[1 + ((index - 1) % cycle)] as ColourName;
  const prefix = round === 0 ? "" : (ROUNDS[round] ?? `${round + 1}th`);
  const name = prefix ? `${prefix} ${colour}` : colour;
  return { index, colour, name, paper: PAPER[colour], ink: INK[colour] };
}

/** What a revision is called on its pages and on the title page. */
export function revisionTitle(index: number): string {
  return index === 0 ? "Production Draft (White)" : `${revisionColour(index).name} Revision`;
}

/** A colour as Final Draft writes it: 16 bits a channel (#RRRRGGGGBBBB). */
export function fdxColour(hex: string): string {
  const h = hex.replace("#", "");
  return `#${h.slice(0, 2).repeat(2)}${h.slice(2, 4).repeat(2)}${h.slice(4, 6).repeat(2)}`.toUpperCase();
}

/** A date as US scripts print it: 3/4/2025 from 2025-03-04. */
export function printedDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return isoDate;
  return `${Number(m[2])}/${Number(m[3])}/${m[1]}`;
}
