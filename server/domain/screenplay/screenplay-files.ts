import type { DbOrTx } from "#server/db/client.ts";
import { runInThread } from "#server/threads/thread-pool.ts";
import { AppError } from "#server/errors.ts";
import { productionInput, revisionAsked } from "../production/production-input.ts";
import type { ProductionAsk } from "../production/production-file.ts";
import { movieAccess } from "../movies/movie-access.ts";
import type { OwnedMovie } from "../movies/owned-movie.ts";
import { documentOf, type EffectiveDocument } from "./document-of.ts";
import { cachedRender, cachedRenderLater } from "./render-cache.ts";
import {
  paginate,
  readingBlocks,
  statistics,
  type Pagination,
  type ReadingBlock,
  type ScriptStatistics,
} from "./engine.ts";
import {
  paginateOptions,
  renderFile,
  safeFileName,
  type FileFormat,
  type FileOptions,
  type ScreenplayFile,
} from "./render-file.ts";

export type { FileFormat, FileOptions, ScreenplayFile } from "./render-file.ts";

// Scripts at least this long are laid out, printed and counted in a worker thread: Big Fish
// (about 200,000 characters, 120 pages) takes about 50 ms for its PDF, so shorter scripts stay on
// the request, and a script at the 1,000,000-character limit (a second or more) never holds the
// event loop.
export const THREAD_MIN_CHARS = 100_000;

// Every option that changes the pages is part of a cached render's key.
function layoutKey(options: FileOptions): [string, boolean, boolean, boolean] {
  return [
    options.paper ?? "letter",
    !!options.sceneNumbers,
    options.autoContd !== false,
    options.markInvented !== false,
  ];
}

const pdfWeight = (file: ScreenplayFile) =>
  typeof file.bytes === "string" ? file.bytes.length * 2 : file.bytes.byteLength;

async function pdfOf(
  document: EffectiveDocument,
  movie: OwnedMovie,
  options: FileOptions,
  production?: ProductionAsk,
): Promise<ScreenplayFile> {
  // A script in production prints from its versions (ProductionInput reads them through
  // closures that cannot cross to a thread), so its PDF is laid out here, on the request.
  if (production || document.chars < THREAD_MIN_CHARS) {
    return renderFile(document.doc(), movie.title, "pdf", options, production);
  }
  const bytes = await runInThread(
    "screenplay.pdf",
    { source: document.source, title: movie.title, options },
    { owner: movie.userId },
  );
  return { bytes, contentType: "application/pdf", filename: safeFileName(movie.title, "pdf") };
}

export async function movieFile(
  db: DbOrTx,
  movie: OwnedMovie,
  format: FileFormat,
  options: FileOptions,
): Promise<ScreenplayFile> {
  const document = await documentOf(db, movie);
  const input = document.screenplayId
    ? await productionInput(db, document.screenplayId)
    : undefined;
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
  if (format !== "pdf") return renderFile(document.doc(), movie.title, format, options, production);
  if (!document.revision) return pdfOf(document, movie, options, production);
  const key = JSON.stringify([
    "pdf",
    document.revision,
    movie.title,
    ...layoutKey(options),
    input?.key ?? null,
    upTo ?? null,
    options.revisedOnly === true,
  ]);
  return cachedRenderLater(key, pdfWeight, () => pdfOf(document, movie, options, production));
}

export async function screenplayFile(
  db: DbOrTx,
  userId: string,
  movieId: string,
  format: FileFormat,
  options: FileOptions,
): Promise<ScreenplayFile> {
  return movieFile(db, (await movieAccess(db, userId, movieId, "read")).movie, format, options);
}

// The pages as the PDF lays them out, once per version of the text and paper (the statistics and
// the shared page both need them). With the first element of each block (`blockElements`), so the
// shared page can tell which line of the text a laid-out line comes from.
export function paginationOf(document: EffectiveDocument, options: FileOptions): Pagination {
  const compute = () =>
    paginate(document.doc(), { ...paginateOptions(options), withSources: true });
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

export type Reading = {
  blocks: ReadingBlock[];
  // The index in the document's elements of each block's first element.
  starts: number[];
};

// The script reflowed for reading on a screen, once per version of the text.
export function readingOf(document: EffectiveDocument, options: FileOptions): Reading {
  const compute = (): Reading => {
    const starts: number[] = [];
    const autoContd = options.autoContd !== false;
    return { blocks: readingBlocks(document.doc(), { autoContd, starts }), starts };
  };
  if (!document.revision) return compute();
  const key = JSON.stringify(["reading", document.revision, options.autoContd !== false]);
  return cachedRender(key, readingWeight, compute);
}

function readingWeight({ blocks }: Reading): number {
  let weight = 1024 + blocks.length * 8;
  for (const block of blocks) {
    const parts = block.kind === "speech" ? block.parts : [block];
    weight += 160 + (block.kind === "speech" ? block.cue.length * 2 : 0);
    for (const part of parts) {
      for (const line of part.lines) for (const run of line) weight += 64 + run.text.length * 2;
    }
  }
  return weight;
}

export function statisticsOf(
  document: EffectiveDocument,
  movie: OwnedMovie,
  options: FileOptions,
): Promise<ScriptStatistics> {
  const compute = async () =>
    document.chars < THREAD_MIN_CHARS
      ? statistics(document.doc(), paginationOf(document, options))
      : runInThread(
          "screenplay.statistics",
          { source: document.source, options },
          { owner: movie.userId },
        );
  if (!document.revision) return compute();
  const key = JSON.stringify(["stats", document.revision, ...layoutKey(options)]);
  return cachedRenderLater(key, (stats) => 512 + stats.characters.length * 96, compute);
}

export async function screenplayStatistics(
  db: DbOrTx,
  userId: string,
  movieId: string,
  options: FileOptions,
): Promise<ScriptStatistics> {
  const { movie } = await movieAccess(db, userId, movieId, "read");
  return statisticsOf(await documentOf(db, movie), movie, options);
}
