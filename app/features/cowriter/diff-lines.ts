import { INVENTED_NOTE } from "#contracts/cowriter-vocabulary.ts";
import { lineChanges } from "#app/lib/diff/line-changes";

// The text a suggestion replaces against the suggestion, line by line (the shared line diff),
// with every line the person never captured flagged.

export type DiffLine = {
  kind: "same" | "added" | "removed";
  text: string;
  // A dialogue line the person never captured (it ends with [[invented]]).
  invented: boolean;
};

export function diffLines(before: string[], after: string[]): DiffLine[] {
  return lineChanges(before, after).map(({ kind, text }) => ({
    kind,
    text: text.replace(` ${INVENTED_NOTE}`, "").replace(INVENTED_NOTE, ""),
    invented: kind !== "removed" && text.includes(INVENTED_NOTE),
  }));
}
