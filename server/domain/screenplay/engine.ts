// The one door to the screenplay engine for the server: everything the API needs from it.
export {
  compileStory,
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
  renderPdf,
  selfName,
  statistics,
  writeFdx,
  writeFountain,
} from "../../../screenplay/index.ts";
export type {
  FontSet,
  PageLock,
  Pagination,
  PaginateOptions,
  ProductionOptions,
  ProductionPagination,
  ReportKind,
  ScreenplayDocument,
  ScriptStatistics,
  StoryCharacter,
  StoryInput,
  StoryScene,
  TitlePage,
} from "../../../screenplay/index.ts";
import { loadFonts } from "../../../screenplay/node/load-fonts.ts";
import type { FontSet } from "../../../screenplay/index.ts";

let fonts: FontSet | undefined;

// Read once, on the first PDF (the files are about 1 MB; the engine caches their parsed form).
export function screenplayFonts(): FontSet {
  fonts ??= loadFonts();
  return fonts;
}
