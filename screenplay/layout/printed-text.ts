// An element's printed text: its source lines as they print (markup and notes removed, tabs
// expanded), joined with "\n". Offsets into it name a place in an element the same way across
// versions of a script (locked page starts, revision marks) and in the paginator's source lines.
import type { ScreenplayElement } from "../types.ts";
import { forEachPrintedLine } from "./wrap.ts";

/** The text an element prints, or "" for elements that print nothing. */
export function printedText(e: ScreenplayElement): string {
  switch (e.type) {
    case "action": {
      // Leading empty lines are extra space before the paragraph, not printed lines.
      let s = 0;
      while (e.text.charCodeAt(s) === 10) s++;
      return joined(s === 0 ? e.text : e.text.slice(s), false);
    }
    case "scene_heading":
      return joined(e.text, true);
    case "character":
      return (e.extension ? `${e.name} ${e.extension}` : e.name).toUpperCase();
    case "transition":
      return joined(e.text, true);
    case "parenthetical":
    case "dialogue":
    case "lyrics":
    case "centered":
      return joined(e.text, false);
    default:
      return "";
  }
}

function joined(text: string, upper: boolean): string {
  let out = "";
  let first = true;
  forEachPrintedLine(text, upper, (plain) => {
    out = first ? plain : `${out}\n${plain}`;
    first = false;
  });
  return out;
}
