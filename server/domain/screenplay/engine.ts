// The one door to the screenplay engine for the server: everything the API needs from it.
export {
  lockLayout,
  paginateProduction,
  productionExport,
  productionReport,
  reportPages,
  reportRows,
  revisionColour,
  revisionTitle,
  toCsv,
  FdxError,
  paginate,
  parseFountain,
  readFdx,
  readingBlocks,
  renderPdf,
  isSelf,
  feelingsOf,
  storyOrder,
  selfName,
  statistics,
  writeFdx,
  writeFountain,
} from "#screenplay/index.ts";
export type {
  FontSet,
  PageLock,
  Pagination,
  PaginateOptions,
  ReadingBlock,
  ProductionOptions,
  ProductionPagination,
  ReportKind,
  ScreenplayDocument,
  ScriptStatistics,
  StoryCharacter,
  StoryInput,
  StoryScene,
  TitlePage,
} from "#screenplay/index.ts";
import { loadFonts } from "#screenplay/node/load-fonts.ts";
import type { FontSet } from "#screenplay/index.ts";

let fonts: FontSet | undefined;
let compiler: Promise<typeof import("#screenplay/compile/compile-story.ts")> | undefined;

// The story compiler loads its English lexicon (compromise, about a second of start-up on a busy
// machine) on the first compile, not when the server starts: most requests never compile.
export async function storyCompiler(): Promise<
  typeof import("#screenplay/compile/compile-story.ts").compileStory
> {
  compiler ??= import("#screenplay/compile/compile-story.ts").then(async (m) => {
    await m.loadEnglish();
    return m;
  });
  return (await compiler).compileStory;
}

// Read once, on the first PDF (the files are about 1 MB; the engine caches their parsed form).
export function screenplayFonts(): FontSet {
  fonts ??= loadFonts();
  return fonts;
}
