import type { DbOrTx } from "../../db/client.ts";
import type { OwnedMovie } from "../development/owned-movie.ts";
import { compileStory, parseFountain, type ScreenplayDocument } from "./engine.ts";
import { findScreenplay } from "./find-screenplay.ts";
import { buildStoryInput } from "./story-input.ts";

export type EffectiveDocument = {
  doc: ScreenplayDocument;
  updatedAt: Date | null;
  // Names this exact text (row and version), or null for a draft compiled on the fly.
  revision: string | null;
};

// The screenplay as files and the shared page show it: the stored document (its title page form
// wins over a title page typed in the text), or, before the first compile, a draft compiled from
// the captured scenes on the fly (not stored).
export async function documentOf(db: DbOrTx, movie: OwnedMovie): Promise<EffectiveDocument> {
  const row = await findScreenplay(db, movie.id);
  if (!row) {
    return { doc: compileStory(await buildStoryInput(db, movie)), updatedAt: null, revision: null };
  }
  const parsed = parseFountain(row.fountain);
  return {
    doc: {
      titlePage: row.titlePage.entries.length > 0 ? row.titlePage : parsed.titlePage,
      elements: parsed.elements,
    },
    updatedAt: row.updatedAt,
    revision: `${row.id}:${row.version}`,
  };
}
