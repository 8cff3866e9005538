import type { DbOrTx } from "../../db/client.ts";
import { ownedMovie, type OwnedMovie } from "../development/owned-movie.ts";
import { documentOf } from "./document-of.ts";
import { cachedPdf, rememberPdf } from "./pdf-cache.ts";
import {
  paginate,
  renderPdf,
  screenplayFonts,
  statistics,
  writeFdx,
  writeFountain,
  type PaginateOptions,
  type ScreenplayDocument,
} from "./engine.ts";

export type FileFormat = "pdf" | "fdx" | "fountain";
export type FileOptions = {
  paper?: "letter" | "a4" | undefined;
  sceneNumbers?: boolean | undefined;
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
  };
}

// Big Fish (120 pages) renders in about 100 ms: inline on the request is fine.
export function renderFile(
  doc: ScreenplayDocument,
  title: string,
  format: FileFormat,
  options: FileOptions,
): ScreenplayFile {
  const filename = safeFileName(title, format);
  const contentType = contentTypes[format];
  if (format === "fountain") return { bytes: writeFountain(doc), contentType, filename };
  if (format === "fdx") return { bytes: writeFdx(doc), contentType, filename };
  const pagination = paginate(doc, paginateOptions(options));
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
  const { doc, revision } = await documentOf(db, movie);
  if (format !== "pdf" || !revision) return renderFile(doc, movie.title, format, options);
  const key = JSON.stringify([
    revision,
    movie.title,
    options.paper ?? "letter",
    !!options.sceneNumbers,
  ]);
  const hit = cachedPdf(key);
  if (hit)
    return {
      bytes: hit,
      contentType: contentTypes.pdf,
      filename: safeFileName(movie.title, "pdf"),
    };
  const file = renderFile(doc, movie.title, format, options);
  if (typeof file.bytes !== "string") rememberPdf(key, file.bytes);
  return file;
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

export async function screenplayStatistics(
  db: DbOrTx,
  userId: string,
  movieId: string,
  options: FileOptions,
) {
  const movie = await ownedMovie(db, userId, movieId);
  const { doc } = await documentOf(db, movie);
  return statistics(doc, paginate(doc, paginateOptions(options)));
}
