import {
  paginateProduction,
  productionExport,
  writeFdx,
  writeFountain,
  type PaginateOptions,
  type ProductionPagination,
  type ScreenplayDocument,
} from "../screenplay/engine.ts";
import type { ProductionInput } from "./production-input.ts";

/** What a download of a script in production asks for: the revision to mark (none for a clean
 * copy with the locked numbers) and whether only its pages. */
export type ProductionAsk = { input: ProductionInput; upTo?: number; revisedOnly?: boolean };

// The Fountain and FDX of a script in production: locked scene numbers; the FDX also carries
// every revision's marks (Final Draft shows them as its own).
export function productionText(
  doc: ScreenplayDocument,
  format: "fountain" | "fdx",
  ask: ProductionAsk,
  fdxOptions: { autoContd: boolean },
): string {
  const { input } = ask;
  if (format === "fountain") return writeFountain(productionExport(doc, { lock: input.lock }).doc);
  const revisions = input.latest >= 1 ? { sets: input.sets, upTo: input.latest } : undefined;
  const out = productionExport(doc, { lock: input.lock, revisions });
  return writeFdx(out.doc, { ...fdxOptions, ...(out.fdx ? { revisions: out.fdx } : {}) });
}

// The pages of a script in production: locked numbers, and with a revision asked for its marks
// and headers (only its pages with revisedOnly). An earlier revision prints the text as it stood
// when that revision ended.
export function productionPages(
  doc: ScreenplayDocument,
  options: PaginateOptions,
  ask: ProductionAsk,
): ProductionPagination {
  const { input, upTo } = ask;
  const after = upTo !== undefined && upTo < input.latest ? input.docAfter(upTo) : undefined;
  const printed = after ? { titlePage: doc.titlePage, elements: after.elements } : doc;
  return paginateProduction(printed, {
    ...options,
    lock: input.lock,
    revisions: upTo !== undefined ? { sets: input.sets, upTo } : undefined,
    revisedOnly: ask.revisedOnly,
  });
}
