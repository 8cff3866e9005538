// Page geometry. Courier 12 pt: 10 characters per inch, 6 lines per inch.
// Horizontal positions are the same on A4 (the 6" text column fits); A4 gets more lines because
// it is taller, keeping the Letter bottom margin (11" − 1" − 55/6").
import type { PageGeometry, Paper } from "./types.ts";

export const CHAR_IN = 0.1;
export const LINE_IN = 1 / 6;

export function geometryFor(paper: Paper): PageGeometry {
  if (paper === "a4") {
    return {
      paper,
      widthIn: 8.27,
      heightIn: 11.69,
      topIn: 1,
      lineHeightIn: LINE_IN,
      charWidthIn: CHAR_IN,
      linesPerPage: 59,
      fontSizePt: 12,
    };
  }
  return {
    paper,
    widthIn: 8.5,
    heightIn: 11,
    topIn: 1,
    lineHeightIn: LINE_IN,
    charWidthIn: CHAR_IN,
    linesPerPage: 55,
    fontSizePt: 12,
  };
}

/** Left edge and width (in characters) of each printed element. A line holds one character
 * more than its column's inches at 10 per inch (61 from 1.5" to 7.5", 36 from 2.5" to 6.0",
 * 26 from 3.0" to 5.5"), as Final Draft's lines do: the last character may reach 0.1" past the
 * column's edge (decision 0016). */
export const LEFT = 1.5;
export const RIGHT = 7.5;
export const ACTION = { x: 1.5, width: 61 };
export const HEADING = { x: 1.5, width: 61 };
export const PAREN = { x: 3.0, width: 26 };
export const DIALOGUE = { x: 2.5, width: 36 };
/** How far past RIGHT a line's last character may reach. */
export const OVERHANG = CHAR_IN;
export const TRANSITION_WIDTH = 20; // 5.5"–7.5", flush right
export const CENTERED_WIDTH = 60;

/** Dual dialogue: two columns of 2.8", the left starting at 1.5", the right at 4.7". */
export const DUAL = {
  left: 1.5,
  right: 4.7,
  dialogueWidth: 28,
  parenOffset: 0.3,
  parenWidth: 22,
  cueOffset: 0.9,
};
