import { useDeferredValue, useMemo } from "react";
// The engine itself, in the browser: the same parser and paginator the PDF is drawn from.
// Imported module by module so that the PDF writer (pdfkit) never reaches the browser bundle.
import type { Pagination, ScreenplayDocument, ScriptStatistics } from "#screenplay/index.ts";
import { paginate } from "#screenplay/layout/paginate.ts";
import { parseFountain } from "#screenplay/parse/parse-fountain.ts";
import { statistics } from "#screenplay/statistics.ts";
import type { TitlePageData } from "#contracts/screenplay.ts";
import type { Draft } from "./use-autosave";
import type { PrintOptions } from "./print-options";

export type Preview = {
  doc: ScreenplayDocument;
  pagination: Pagination;
  stats: ScriptStatistics;
  /** Source line (1-based) of each scene heading, in scene order. */
  headingLines: number[];
};

export function buildPreview(
  fountain: string,
  titlePage: TitlePageData,
  print: Pick<PrintOptions, "autoContd"> = { autoContd: true },
): Preview {
  const parsed = parseFountain(fountain);
  // As the server does: the title page form wins over a title page typed in the text.
  const doc: ScreenplayDocument = {
    titlePage: titlePage.entries.length > 0 ? titlePage : parsed.titlePage,
    elements: parsed.elements,
  };
  const pagination = paginate(doc, { autoContd: print.autoContd });
  const headingLines = doc.elements
    .filter((e) => e.type === "scene_heading")
    .map((e) => e.pos?.line ?? 1);
  return { doc, pagination, stats: statistics(doc, pagination), headingLines };
}

// Parsing and paginating take milliseconds; the deferred value keeps typing responsive on
// long scripts (React renders the preview when it has time).
export function usePreview(
  draft: Draft,
  print?: PrintOptions,
): { preview: Preview; stale: boolean } {
  const deferred = useDeferredValue(draft);
  const autoContd = print?.autoContd ?? true;
  const preview = useMemo(
    () => buildPreview(deferred.fountain, deferred.titlePage, { autoContd }),
    [deferred.fountain, deferred.titlePage, autoContd],
  );
  return { preview, stale: deferred !== draft };
}
