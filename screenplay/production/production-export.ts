// Files of a script in production: the FDX and Fountain exports keep the locked scene numbers
// (`INT. HOUSE - DAY #14A#`, Number="14A", OMITTED scenes as headings of their own) and the FDX
// carries the revision marks as Final Draft writes them (fdx/revision-runs.ts).
import type { ScreenplayDocument } from "../types.ts";
import type { FdxRevisions } from "../fdx/revision-runs.ts";
import { alignOnce } from "./align.ts";
import { applyLock } from "./apply-lock.ts";
import type { ProductionOptions } from "./production-pages.ts";
import { revisionMarks, type Marks } from "./revision-marks.ts";

export interface ProductionExport {
  /** The text to write: locked scene numbers and OMITTED headings in place. */
  doc: ScreenplayDocument;
  /** Revision marks for writeFdx, when revisions are asked for. */
  fdx?: FdxRevisions;
}

export function productionExport(
  doc: ScreenplayDocument,
  options: Pick<ProductionOptions, "lock" | "revisions">,
): ProductionExport {
  let out = doc;
  let origin: Int32Array | undefined;
  const align = alignOnce();
  if (options.lock) {
    const locked = applyLock(options.lock.doc, options.lock.layout, doc, align);
    out = locked.doc;
    origin = locked.origin;
  }
  const r = options.revisions;
  if (!r || r.upTo < 1) return { doc: out };
  const sets = r.sets
    .filter((s) => s.index >= 1 && s.index <= r.upTo)
    .sort((a, b) => a.index - b.index);
  const versions = sets.map((s) => (s.doc ?? doc).elements);
  versions.push(doc.elements);
  const marks: Marks = revisionMarks(versions, 1, align);
  return {
    doc: out,
    fdx: {
      ranges: (i) => {
        const from = origin ? origin[i] : i;
        return from === undefined || from < 0 ? undefined : marks[from]?.ranges;
      },
      sets: sets.map((s) => s.index),
    },
  };
}
