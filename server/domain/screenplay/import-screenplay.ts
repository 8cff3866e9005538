import { eq, sql } from "drizzle-orm";
import type { Screenplay } from "#contracts/screenplay.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { screenplays } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { movieAccess } from "../movies/movie-access.ts";
import {
  FdxError,
  parseFountain,
  readFdx,
  writeFountain,
  type ScreenplayDocument,
} from "./engine.ts";
import { replaceLiveText } from "../live/replace-live-text.ts";
import { findScreenplay } from "./find-screenplay.ts";
import { assertScreenplaySize } from "./screenplay-size.ts";
import { keepCurrentText, recordVersion } from "./record-version.ts";
import { toScreenplayDto } from "./screenplay-dto.ts";

export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export type ImportFile = { filename: string; bytes: Uint8Array };

function parse(file: ImportFile): ScreenplayDocument {
  const name = file.filename.toLowerCase();
  if (name.endsWith(".fdx")) {
    try {
      return readFdx(file.bytes);
    } catch (error) {
      if (error instanceof FdxError) throw new AppError("bad_request", error.message);
      throw new AppError("bad_request", "This .fdx file could not be read as Final Draft XML");
    }
  }
  if (name.endsWith(".fountain") || name.endsWith(".spmd") || name.endsWith(".txt")) {
    // A NUL byte never occurs in a text screenplay: this is a binary file renamed.
    if (file.bytes.includes(0)) {
      throw new AppError(
        "bad_request",
        "This file is not a text file: a .fountain file is plain text",
      );
    }
    return parseFountain(file.bytes);
  }
  throw new AppError(
    "unsupported_media_type",
    "Only Fountain (.fountain) and Final Draft (.fdx) files can be imported",
  );
}

// Replaces the movie's document with the file (the text there before is kept in the history).
export async function importScreenplay(
  db: DbOrTx,
  userId: string,
  movieId: string,
  file: ImportFile,
): Promise<Screenplay> {
  if (file.bytes.byteLength > IMPORT_MAX_BYTES) {
    throw new AppError("payload_too_large", "The file is too large (2 MB at most)");
  }
  const doc = parse(file);
  const fountain = writeFountain({ titlePage: { entries: [] }, elements: doc.elements });
  assertScreenplaySize(fountain, "import");
  const titlePage = {
    entries: doc.titlePage.entries.map((e) => ({ key: e.key, values: e.values })),
  };
  return db.transaction(async (tx) => {
    const { ownerId } = await movieAccess(tx, userId, movieId, "edit");
    const current = await findScreenplay(tx, movieId, { lock: true });
    if (current) await keepCurrentText(tx, current, "Before import");
    const [row] = current
      ? await tx
          .update(screenplays)
          .set({
            fountain,
            titlePage,
            version: sql`${screenplays.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(screenplays.id, current.id))
          .returning()
      : await tx
          .insert(screenplays)
          .values({ movieId, userId: ownerId, fountain, titlePage })
          .onConflictDoNothing({ target: screenplays.movieId })
          .returning();
    // Only when another request created the document at the same moment.
    if (!row) throw AppError.staleVersion("This screenplay", 1, 0);
    await replaceLiveText(tx, movieId, row.fountain, "import");
    await recordVersion(tx, row, "import", row, file.filename.slice(0, 200));
    return toScreenplayDto(movieId, row);
  });
}
