import {
  paginate,
  renderPdf,
  screenplayFonts,
  statistics,
  writeFdx,
  writeFountain,
  type PaginateOptions,
  type ScreenplayDocument,
  type ScriptStatistics,
} from "./engine.ts";
import {
  productionPages,
  productionText,
  type ProductionAsk,
} from "../production/production-file.ts";

// A screenplay made into a file or its statistics: pure work on a document, no database, so that
// it runs as well in a worker thread (server/threads) as on the request.

export type FileFormat = "pdf" | "fdx" | "fountain";
export type FileOptions = {
  paper?: "letter" | "a4" | undefined;
  sceneNumbers?: boolean | undefined;
  /** Automatic character continueds (on unless false). */
  autoContd?: boolean | undefined;
  /** Mark invented dialogue in the PDF (on unless false). */
  markInvented?: boolean | undefined;
  /** Production (PDF): the revision whose marks to print ("latest", a number or a colour). */
  revision?: string | undefined;
  /** Production (PDF): only the pages that revision changed. */
  revisedOnly?: boolean | undefined;
};
export type ScreenplayFile = { bytes: Uint8Array | string; contentType: string; filename: string };

const contentTypes: Record<FileFormat, string> = {
  pdf: "application/pdf",
  fdx: "application/xml; charset=utf-8",
  fountain: "text/plain; charset=utf-8",
};

// A file name a person recognises and every system accepts: the title in ASCII, words joined by -.
export function safeFileName(title: string, extension: FileFormat): string {
  const base = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return `${base || "screenplay"}.${extension}`;
}

export function paginateOptions(options: FileOptions): PaginateOptions {
  return {
    ...(options.paper ? { paper: options.paper } : {}),
    ...(options.sceneNumbers ? { sceneNumbers: true } : {}),
    ...(options.autoContd === false ? { autoContd: false } : {}),
    ...(options.markInvented === false ? { markInvented: false } : {}),
  };
}

export function renderFile(
  doc: ScreenplayDocument,
  title: string,
  format: FileFormat,
  options: FileOptions,
  production?: ProductionAsk,
): ScreenplayFile {
  const filename = safeFileName(title, format);
  const contentType = contentTypes[format];
  const autoContd = options.autoContd !== false;
  if (format !== "pdf" && production)
    return { bytes: productionText(doc, format, production, { autoContd }), contentType, filename };
  if (format === "fountain") return { bytes: writeFountain(doc), contentType, filename };
  if (format === "fdx") return { bytes: writeFdx(doc, { autoContd }), contentType, filename };
  const pagination = production
    ? productionPages(doc, paginateOptions(options), production)
    : paginate(doc, paginateOptions(options));
  const author = doc.titlePage.entries.find((e) => /^authors?$/i.test(e.key))?.values.join(", ");
  return {
    bytes: renderPdf(pagination, screenplayFonts(), {
      title,
      ...(author ? { author } : {}),
    }),
    contentType,
    filename,
  };
}

export function statisticsOfDocument(
  doc: ScreenplayDocument,
  options: FileOptions,
): ScriptStatistics {
  return statistics(doc, paginate(doc, paginateOptions(options)));
}
