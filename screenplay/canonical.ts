// A canonical form of elements for comparing documents that went through another format:
// source positions and forcing hints dropped, inline markup rewritten from its style runs (FDX
// keeps styles, not how the markup was spelled: `_**x**_` and `**_x_**` are the same text).
import type { ScreenplayElement } from "./types.ts";
import { markupForRuns, parseInline } from "./inline.ts";

function canonicalText(text: string): string {
  return text
    .split("\n")
    .map((line) => markupForRuns(parseInline(line, { keepNotes: true })))
    .join("\n");
}

export function canonicalElements(elements: ScreenplayElement[]): ScreenplayElement[] {
  return elements.map((e) => {
    const copy = { ...e } as ScreenplayElement & { forced?: boolean };
    delete copy.pos;
    delete copy.forced;
    if (
      "text" in copy &&
      copy.type !== "section" &&
      copy.type !== "synopsis" &&
      copy.type !== "note"
    ) {
      copy.text = canonicalText(copy.text);
    }
    return copy;
  });
}
