import type { DbOrTx } from "#server/db/client.ts";
import type { OwnedMovie } from "../movies/owned-movie.ts";
import { storyCompiler, type ScreenplayDocument } from "./engine.ts";
import { findScreenplay } from "./find-screenplay.ts";
import { cachedRender } from "./render-cache.ts";
import { documentChars, screenplayTooLong } from "./screenplay-size.ts";
import { documentOfSource, type ScreenplaySource } from "./screenplay-source.ts";
import { buildStoryInput } from "./story-input.ts";

export type EffectiveDocument = {
  // Parsed on first use only: work cached by revision never needs the document.
  doc: () => ScreenplayDocument;
  // The same, as a worker thread gets it (server/threads).
  source: ScreenplaySource;
  // About how many characters the text holds: what decides whether work goes to a thread.
  chars: number;
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
    const compileStory = await storyCompiler();
    const draft = compileStory(await buildStoryInput(db, movie));
    const chars = documentChars(draft);
    if (chars > screenplayTooLong.limit) throw screenplayTooLong("draft");
    return {
      doc: () => draft,
      source: { document: draft },
      chars,
      updatedAt: null,
      revision: null,
      screenplayId: null,
    };
  }
  const revision = `${row.id}:${row.version}`;
  const source: ScreenplaySource = { fountain: row.fountain, titlePage: row.titlePage };
  return {
    doc: () =>
      cachedRender(
        JSON.stringify(["doc", revision]),
        () => row.fountain.length * 8,
        () => documentOfSource(source),
      ),
    source,
    chars: row.fountain.length,
    updatedAt: row.updatedAt,
    revision,
    screenplayId: row.id,
  };
}
