import crypto from "node:crypto";
import type { Screenplay, TitlePageData } from "#contracts/screenplay.ts";
import type { screenplays } from "#server/db/schema/index.ts";

export type ScreenplayRow = typeof screenplays.$inferSelect;

// What a compile wrote, fingerprinted: a different fingerprint now means the writer edited it.
export function contentHash(fountain: string, titlePage: TitlePageData): string {
  return crypto
    .createHash("sha256")
    .update(fountain)
    .update("\u0000")
    .update(JSON.stringify(titlePage))
    .digest("hex");
}

export function isBlank(fountain: string, titlePage: TitlePageData): boolean {
  return fountain.trim() === "" && titlePage.entries.length === 0;
}

export function editedSinceCompile(row: ScreenplayRow): boolean {
  if (isBlank(row.fountain, row.titlePage)) return false;
  return row.compiledHash !== contentHash(row.fountain, row.titlePage);
}

export function toScreenplayDto(movieId: string, row: ScreenplayRow | undefined): Screenplay {
  if (!row) {
    return {
      movieId,
      fountain: "",
      titlePage: { entries: [] },
      version: 0,
      updatedAt: null,
      lastCompiledAt: null,
      editedSinceCompile: false,
    };
  }
  return {
    movieId,
    fountain: row.fountain,
    titlePage: row.titlePage,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    lastCompiledAt: row.lastCompiledAt ? row.lastCompiledAt.toISOString() : null,
    editedSinceCompile: editedSinceCompile(row),
  };
}
