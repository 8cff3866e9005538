import type { ScriptStatistics } from "./engine.ts";
import { renderFile, statisticsOfDocument, type FileOptions } from "./render-file.ts";
import { documentOfSource, type ScreenplaySource } from "./screenplay-source.ts";

// The screenplay's heavy work as worker-thread tasks (server/threads/thread-tasks.ts names them):
// the pagination and the PDF, and the statistics (which need the pagination).

export function pdfInThread(input: {
  source: ScreenplaySource;
  title: string;
  options: FileOptions;
}): Uint8Array {
  const file = renderFile(documentOfSource(input.source), input.title, "pdf", input.options);
  return typeof file.bytes === "string" ? new TextEncoder().encode(file.bytes) : file.bytes;
}

export function statisticsInThread(input: {
  source: ScreenplaySource;
  options: FileOptions;
}): ScriptStatistics {
  return statisticsOfDocument(documentOfSource(input.source), input.options);
}
