import type { SharedScreenplay } from "#contracts/screenplay.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { documentOf } from "../screenplay/document-of.ts";
import type { ScreenplayDocument } from "../screenplay/engine.ts";
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

// The 0-based Fountain line of each element index (null for an element with no position).
function sourceLinesOf(doc: ScreenplayDocument, elementIndexes: number[]): Array<number | null> {
  return Array.from(elementIndexes, (index: number | undefined) => {
    const pos = index === undefined ? undefined : doc.elements[index]?.pos;
    return pos ? pos.line - 1 : null;
  });
}

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
  const reading = readingOf(document, {});
  return {
    title: entry(doc, /^title$/i) ?? movie.title,
    author: entry(doc, /^authors?$/i) ?? "",
    description: movie.description?.trim() || null,
    titlePage: doc.titlePage,
    geometry: pagination.geometry,
    titlePageLines: pagination.titlePage,
    pages: pagination.pages,
    reading: reading.blocks,
    sourceLines: {
      pages: sourceLinesOf(doc, pagination.blockElements ?? []),
      reading: sourceLinesOf(doc, reading.starts),
    },
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
