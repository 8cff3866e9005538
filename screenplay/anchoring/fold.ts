// The text as a reader sees it, for matching words selected on the rendered page against the
// Fountain source: case folded, runs of white space made one space, emphasis markup (`*`, `_`)
// and the characters that force an element (`@`, `.`, `>`, `!`, `~`, `=`, `#` at the start of a
// line, `<` at its end) left out. `offsets[i]` is the offset in the source of folded character i,
// and `offsets[folded.length]` the source's length, so a folded range maps back to the source.

export type FoldedText = { folded: string; offsets: number[] };

const FORCING_AT_START = new Set(["@", ".", ">", "!", "~", "=", "#"]);
const MARKUP = new Set(["*", "_"]);

export const isMarkup = (char: string): boolean => MARKUP.has(char);

export function foldText(text: string): FoldedText {
  let folded = "";
  const offsets: number[] = [];
  let lineStart = true;
  let lastWasSpace = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === "\n") lineStart = true;
    if (/\s/.test(char)) {
      if (!lastWasSpace) {
        folded += " ";
        offsets.push(i);
        lastWasSpace = true;
      }
      continue;
    }
    const forcing = lineStart && FORCING_AT_START.has(char);
    const centredEnd = char === "<" && (i + 1 === text.length || text[i + 1] === "\n");
    lineStart = false;
    if (forcing || centredEnd || MARKUP.has(char)) continue;
    // A few letters lower to two characters (İ): each maps back to the same source character.
    for (const lower of char.toLowerCase()) {
      folded += lower;
      offsets.push(i);
    }
    lastWasSpace = false;
  }
  offsets.push(text.length);
  return { folded, offsets };
}

// A quote or its context folded the same way (without the offsets).
export function foldWords(words: string): string {
  return foldText(words).folded;
}
