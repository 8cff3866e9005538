import type { DbOrTx } from "../../db/client.ts";
import type { OwnedMovie } from "../movies/owned-movie.ts";
import { compileStory, parseFountain, type ScreenplayDocument } from "./engine.ts";
import { findScreenplay } from "./find-screenplay.ts";
import { cachedRender } from "./render-cache.ts";
import { documentChars, screenplayTooLong } from "./screenplay-size.ts";
import { buildStoryInput } from "./story-input.ts";

export type EffectiveDocument = {
  // Parsed on first use only: work cached by revision never needs the document.
  doc: () => ScreenplayDocument;
  updatedAt: Date | null;
  // Names this exact text (row and version), or null for a draft compiled on the fly.
  revision: string | null;
  // The stored screenplay's id (its lock and revisions hang off it), or null for a draft.
  screenplayId: string | null;
};

// The screenplay as files and the shared page show it: the stored document (its title page form
// wins over a title page typed in the text), or, before the first compile, a draft compiled from
// the captured scenes on the fly (not stored).
export async function documentOf(db: DbOrTx, movie: OwnedMovie): Promise<EffectiveDocument> {
  const row = await findScreenplay(db, movie.id);
  if (!row) {
    const draft = compileStory(await buildStoryInput(db, movie));
    if (documentChars(draft) > screenplayTooLong.limit) throw screenplayTooLong("draft");
    return { doc: () => draft, updatedAt: null, revision: null, screenplayId: null };
  }
  const revision = `${row.id}:${row.version}`;
  return {
    doc: () =>
      cachedRender(
        JSON.stringify(["doc", revision]),
        () => row.fountain.length * 8,
        () => withTitlePage(parseFountain(row.fountain), row.titlePage),
      ),
    updatedAt: row.updatedAt,
    revision,
    screenplayId: row.id,
  };
}

function withTitlePage(
  parsed: ScreenplayDocument,
  stored: ScreenplayDocument["titlePage"],
): ScreenplayDocument {
  return {
    titlePage: stored.entries.length > 0 ? stored : parsed.titlePage,
    elements: parsed.elements,
  };
}
