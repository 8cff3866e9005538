import type { SharedScreenplay } from "#contracts/screenplay.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { documentOf } from "../screenplay/document-of.ts";
import {
  movieFile,
  paginationOf,
  readingOf,
  statisticsOf,
  type FileOptions,
  type ScreenplayFile,
} from "../screenplay/screenplay-files.ts";
import { resolveShareToken } from "./resolve-share-token.ts";

const entry = (
  doc: { titlePage: { entries: Array<{ key: string; values: string[] }> } },
  key: RegExp,
) => doc.titlePage.entries.find((e) => key.test(e.key))?.values.join(", ");

// The shared page's data: the same positioned lines the PDF draws, so both look alike.
export async function getSharedScreenplay(
  db: DbOrTx,
  token: string,
  baseUrl: string,
): Promise<SharedScreenplay> {
  const movie = await resolveShareToken(db, token);
  const document = await documentOf(db, movie);
  const doc = document.doc();
  const pagination = paginationOf(document, {});
  return {
    title: entry(doc, /^title$/i) ?? movie.title,
    author: entry(doc, /^authors?$/i) ?? "",
    description: movie.description?.trim() || null,
    titlePage: doc.titlePage,
    geometry: pagination.geometry,
    titlePageLines: pagination.titlePage,
    pages: pagination.pages,
    reading: readingOf(document, {}),
    scenes: pagination.scenes,
    statistics: await statisticsOf(document, movie, {}),
    pdfUrl: `${baseUrl}/s/${token}.pdf`,
    updatedAt: document.updatedAt ? document.updatedAt.toISOString() : null,
  };
}

export async function getSharedPdf(
  db: DbOrTx,
  token: string,
  options: FileOptions,
): Promise<ScreenplayFile> {
  const movie = await resolveShareToken(db, token);
  return movieFile(db, movie, "pdf", options);
}
