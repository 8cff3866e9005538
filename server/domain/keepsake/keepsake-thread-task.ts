import fs from "node:fs";
import { loadEnglish } from "#screenplay/compile/compile-story.ts";
import type { BookInput, BookResult } from "#screenplay/keepsake/book-types.ts";
import { renderBook } from "#screenplay/keepsake/render-book.ts";
import { loadBookFonts } from "#screenplay/node/load-fonts.ts";
import { screenplayFonts } from "../screenplay/engine.ts";
import { documentOfSource, type ScreenplaySource } from "../screenplay/screenplay-source.ts";

// The keepsake book laid out in a worker thread (server/threads/thread-tasks.ts names it): the
// photos are prepared files on this machine's disk, read one at a time as they are printed, and
// the PDF is written to `outputFile` as it is made. Progress goes out on a BroadcastChannel the
// job listens to (a thread has no database).

export type KeepsakeThreadInput = {
  book: Omit<BookInput, "screenplay"> & { screenplay: ScreenplaySource };
  outputFile: string;
  progressChannel: string;
};

export async function keepsakeInThread(input: KeepsakeThreadInput): Promise<BookResult> {
  await loadEnglish();
  const fd = fs.openSync(input.outputFile, "w");
  const channel = new BroadcastChannel(input.progressChannel);
  try {
    return renderBook(
      { ...input.book, screenplay: documentOfSource(input.book.screenplay) },
      { book: loadBookFonts(), screenplay: screenplayFonts() },
      {
        readImage: (file) => fs.readFileSync(file),
        write: (chunk) => {
          fs.writeSync(fd, chunk);
        },
        onProgress: (done, total) => channel.postMessage({ done, total }),
      },
    );
  } finally {
    fs.closeSync(fd);
    channel.close();
  }
}
