// Public API of the screenplay engine. Pure functions: no I/O, no React. The node-only adapter
// (font loading, CLI) lives in ./node and is not exported here.
export type * from "./types.ts";
export type * from "./layout/types.ts";
export type * from "./compile/story-types.ts";
export type { FontSet } from "./pdf/fonts.ts";
export type { PdfOptions } from "./pdf/render-pdf.ts";
export type { Violation } from "./layout/check-pages.ts";
export type { ScriptStatistics, CharacterStats } from "./statistics.ts";

export { parseFountain } from "./parse/parse-fountain.ts";
export { decodeBytes } from "./parse/decode.ts";
export { writeFountain } from "./write-fountain.ts";
export { paginate } from "./layout/paginate.ts";
export { checkPages } from "./layout/check-pages.ts";
export { geometryFor } from "./layout/geometry.ts";
export { renderPdf } from "./pdf/render-pdf.ts";
export { writeFdx } from "./fdx/write-fdx.ts";
export { readFdx, FdxError } from "./fdx/read-fdx.ts";
// The story compiler is its own entry, screenplay/compile/compile-story.ts: it loads an English
// lexicon (compromise) that nothing else needs, so importing this file never pays for it.
export { isSelf, selfName } from "./compile/speaker-rules.ts";
export { storyOrder } from "./compile/order-scenes.ts";
export { feelingsOf } from "./compile/emotion-beats.ts";
export { statistics } from "./statistics.ts";
export { readingBlocks } from "./reading.ts";
export type { ReadingBlock, ReadingLine, SpeechPart, ReadingOptions } from "./reading.ts";
export { parseInline, plainText } from "./inline.ts";
export { canonicalElements } from "./canonical.ts";
export { runsOf } from "./layout/types.ts";

// Production: locked pages and scene numbers, revisions, reports (README "Production").
export type { PageLock } from "./production/lock-layout.ts";
export type { RevisionSet } from "./production/mark-pages.ts";
export type { ProductionOptions, ProductionPagination } from "./production/production-pages.ts";
export type { Report, ReportKind } from "./reports/production-reports.ts";
export { lockLayout } from "./production/lock-layout.ts";
export { paginateProduction } from "./production/production-pages.ts";
export { productionExport } from "./production/production-export.ts";
export { revisionColour, revisionTitle, COLOURS } from "./production/colours.ts";
export { productionReport, reportRows } from "./reports/production-reports.ts";
export { reportPages } from "./reports/report-pages.ts";
export { toCsv } from "./reports/csv.ts";
