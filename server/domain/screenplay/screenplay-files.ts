import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { productionInput, revisionAsked } from "../production/production-input.ts";
import {
  productionPages,
  productionText,
  type ProductionAsk,
} from "../production/production-file.ts";
import { ownedMovie, type OwnedMovie } from "../movies/owned-movie.ts";
import { documentOf, type EffectiveDocument } from "./document-of.ts";
import { cachedRender } from "./render-cache.ts";
import {
  paginate,
  renderPdf,
  screenplayFonts,
  statistics,
  writeFdx,
  writeFountain,
  type PaginateOptions,
  type Pagination,
  type ScreenplayDocument,
  type ScriptStatistics,
} from "./engine.ts";

export type FileFormat = "pdf" | "fdx" | "fountain";
export type FileOptions = {
  paper?: "letter" | "a4" | undefined;
  sceneNumbers?: boolean | undefined;
  /** Automatic character continueds (on unless false). */
  autoContd?: boolean | undefined;
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
  };
}

// Every option that changes the pages is part of a cached render's key.
function layoutKey(options: FileOptions): [string, boolean, boolean] {
  return [options.paper ?? "letter", !!options.sceneNumbers, options.autoContd !== false];
}

// Big Fish (120 pages) renders in about 50 ms: inline on the request is fine, and a stored
// screenplay's PDF is rendered once per version (render-cache.ts).
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

export async function movieFile(
  db: DbOrTx,
  movie: OwnedMovie,
  format: FileFormat,
  options: FileOptions,
): Promise<ScreenplayFile> {
  const { doc, revision, screenplayId } = await documentOf(db, movie);
  const input = screenplayId ? await productionInput(db, screenplayId) : undefined;
  if (options.revisedOnly && !options.revision) {
    throw new AppError("bad_request", "revisedOnly: ask for a revision too (revision=latest)");
  }
  const upTo =
    options.revision !== undefined && format === "pdf"
      ? revisionAsked(input, options.revision)
      : undefined;
  const production: ProductionAsk | undefined = input
    ? { input, upTo, revisedOnly: options.revisedOnly === true }
    : undefined;
  if (format !== "pdf" || !revision)
    return renderFile(doc(), movie.title, format, options, production);
  const key = JSON.stringify([
    "pdf",
    revision,
    movie.title,
    ...layoutKey(options),
    input?.key ?? null,
    upTo ?? null,
    options.revisedOnly === true,
  ]);
  return cachedRender(
    key,
    (file) => (typeof file.bytes === "string" ? file.bytes.length * 2 : file.bytes.byteLength),
    () => renderFile(doc(), movie.title, format, options, production),
  );
}

export async function screenplayFile(
  db: DbOrTx,
  userId: string,
  movieId: string,
  format: FileFormat,
  options: FileOptions,
): Promise<ScreenplayFile> {
  return movieFile(db, await ownedMovie(db, userId, movieId), format, options);
}

// The pages as the PDF lays them out, once per version of the text and paper (the statistics and
// the shared page both need them).
export function paginationOf(document: EffectiveDocument, options: FileOptions): Pagination {
  const compute = () => paginate(document.doc(), paginateOptions(options));
  if (!document.revision) return compute();
  const key = JSON.stringify(["pages", document.revision, ...layoutKey(options)]);
  return cachedRender(key, paginationWeight, compute);
}

// About what a laid-out page holds in memory: an object per line with its text and runs.
function paginationWeight(pagination: Pagination): number {
  let weight = 1024;
  for (const page of pagination.pages) {
    for (const line of page.lines) weight += 160 + line.text.length * 2;
  }
  return weight;
}

export function statisticsOf(document: EffectiveDocument, options: FileOptions): ScriptStatistics {
  const compute = () => statistics(document.doc(), paginationOf(document, options));
  if (!document.revision) return compute();
  const key = JSON.stringify(["stats", document.revision, ...layoutKey(options)]);
  return cachedRender(key, (stats) => 512 + stats.characters.length * 96, compute);
}

export async function screenplayStatistics(
  db: DbOrTx,
  userId: string,
  movieId: string,
  options: FileOptions,
): Promise<ScriptStatistics> {
  const movie = await ownedMovie(db, userId, movieId);
  return statisticsOf(await documentOf(db, movie), options);
}
