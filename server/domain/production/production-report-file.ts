import type { DbOrTx } from "#server/db/client.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { documentOf } from "../screenplay/document-of.ts";
import {
  paginate,
  productionReport,
  renderPdf,
  reportPages,
  reportRows,
  screenplayFonts,
  toCsv,
  type ReportKind,
} from "../screenplay/engine.ts";
import { safeFileName, type ScreenplayFile } from "../screenplay/render-file.ts";
import { productionPages } from "./production-file.ts";
import { productionInput } from "./production-input.ts";

// A production report of the screenplay as it prints (locked page and scene numbers when
// locked), as CSV for a spreadsheet or as PDF to print.
export async function screenplayReport(
  db: DbOrTx,
  userId: string,
  movieId: string,
  kind: ReportKind,
  format: "csv" | "pdf",
): Promise<ScreenplayFile> {
  const { movie } = await movieAccess(db, userId, movieId, "read");
  const document = await documentOf(db, movie);
  const input = document.screenplayId
    ? await productionInput(db, document.screenplayId)
    : undefined;
  const doc = document.doc();
  const laidOut = input ? productionPages(doc, {}, { input }) : { ...paginate(doc), doc };
  const report = productionReport(kind, laidOut.doc, laidOut);
  const filename = safeFileName(`${movie.title} ${kind}`, "pdf").replace(/\.pdf$/, `.${format}`);
  if (format === "csv") {
    return { bytes: toCsv(reportRows(report)), contentType: "text/csv; charset=utf-8", filename };
  }
  const pages = reportPages(report, movie.title);
  return {
    bytes: renderPdf(pages, screenplayFonts(), { title: `${movie.title}: ${report.title}` }),
    contentType: "application/pdf",
    filename,
  };
}
