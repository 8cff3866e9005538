// Revision marks in Final Draft's own terms: a changed stretch of text is a <Text> run carrying
// RevisionID (the revision set that changed it: 1 = Blue, 2 = Pink …), and the document lists its
// revision sets in <Revisions>, each with its name, mark, ink and page colour, the last one
// active. Final Draft reads these and shows its marks and colours as it would for a script
// revised in it. Text taken out leaves nothing to carry an ID (as in Final Draft).
import type { StyleRun } from "../types.ts";
import { fdxColour, revisionColour, revisionTitle } from "../production/colours.ts";

export interface FdxRevisions {
  /** Per element of the document: changed ranges of its printed text (layout/printed-text.ts). */
  ranges: (element: number) => Array<{ start: number; end: number; rev: number }> | undefined;
  /** The revision sets to list (1 = Blue …); the highest is the active one. */
  sets: number[];
}

export type RevisedRun = StyleRun & { rev?: number };

/** Splits runs (whose text, "\n" runs included, is the element's printed text) where marks
 * begin and end; a run inside a mark gets its revision. When the runs are not the printed text
 * (inline notes, which FDX keeps and pages do not print), every run gets the element's latest. */
export function revisedRuns(
  runs: StyleRun[],
  ranges: Array<{ start: number; end: number; rev: number }>,
  printedLength: number,
): RevisedRun[] {
  let total = 0;
  for (const r of runs) total += r.text.length;
  if (total !== printedLength) {
    const rev = Math.max(...ranges.map((r) => r.rev));
    return runs.map((r) => (r.text === "\n" ? r : { ...r, rev }));
  }
  const cuts = new Set<number>();
  for (const r of ranges) {
    cuts.add(r.start);
    cuts.add(r.end);
  }
  const out: RevisedRun[] = [];
  let pos = 0;
  for (const run of runs) {
    let a = 0;
    const n = run.text.length;
    const points = [...cuts].filter((c) => c > pos && c < pos + n).sort((x, y) => x - y);
    for (const c of [...points, pos + n]) {
      const piece = run.text.slice(a, c - pos);
      if (piece.length > 0) {
        const at = pos + a;
        let rev = 0;
        for (const r of ranges) if (r.start <= at && r.end > at && r.rev > rev) rev = r.rev;
        out.push(
          rev > 0 && piece !== "\n" ? { ...run, text: piece, rev } : { ...run, text: piece },
        );
      }
      a = c - pos;
    }
    pos += n;
  }
  return out;
}

/** The <Revisions> element (empty string when there is no revision set). */
export function revisionsXml(sets: number[]): string {
  const list = [...new Set(sets.filter((s) => s >= 1))].sort((a, b) => a - b);
  if (list.length === 0) return "";
  const active = list[list.length - 1] as number;
  const items = list.map((id) => {
    const c = revisionColour(id);
    return `    <Revision Color="${fdxColour(c.ink)}" FullRevision="No" ID="${id}" Mark="*" Name="${revisionTitle(id)}" PageColor="${fdxColour(c.paper)}" Style=""/>`;
  });
  return [
    `  <Revisions ActiveSet="${active}" Location="7.75" RevisionMode="Yes" RevisionsShown="All" ShowAllMarks="Yes" ShowAllSets="Yes" ShowPageColor="No">`,
    ...items,
    "  </Revisions>",
  ].join("\n");
}
