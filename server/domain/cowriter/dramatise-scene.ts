import type { DramatiseResult } from "#contracts/cowriter.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { selfName, storyCompiler } from "../screenplay/engine.ts";
import { buildStoryInput } from "../screenplay/story-input.ts";
import { admitCowriterUse } from "./admit-cowriter-use.ts";
import type { CowriterModel } from "./cowriter-model.ts";
import { parseSceneFountain } from "./parsers/parse-scene-fountain.ts";
import { buildDramatisePrompt } from "./prompts/dramatise-prompt.ts";
import { sceneFacts } from "./prompts/scene-text.ts";
import { runSuggestion, type Suggest } from "./run-suggestion.ts";

// "Dramatise a scene": one captured scene written as a screenplay scene, its heading the
// compiler's, every dialogue line the person never captured marked [[invented]].
export async function dramatiseScene(
  db: DbOrTx,
  userId: string,
  movieId: string,
  sceneId: string,
  model: CowriterModel,
): Promise<Suggest<DramatiseResult>> {
  // Suggestions are for those who write the movie; the usage counts for the caller.
  const { movie } = await movieAccess(db, userId, movieId, "edit");
  const story = await buildStoryInput(db, movie);
  const scene = story.scenes.find((s) => s.id === sceneId);
  if (!scene) throw AppError.notFound("Scene");
  await admitCowriterUse(db, userId, model);

  const compileStory = await storyCompiler();
  const compiled = compileStory({ ...story, scenes: [scene], notes: { ...story.notes } });
  const heading = compiled.elements.find((e) => e.type === "scene_heading");
  const speakers = new Set(
    scene.elements.flatMap((e) =>
      e.elementType === "quote" && e.content.author ? [e.content.author.toLowerCase()] : [],
    ),
  );
  const characters = (story.characters ?? []).filter(
    (c) => scene.characterIds?.includes(c.id) || speakers.has(c.name.toLowerCase()),
  );
  const facts = sceneFacts(scene);
  const captured = [...facts.quotes.map((q) => q.quote), ...facts.text];
  const messages = buildDramatisePrompt({
    scene,
    characters,
    writerName:
      selfName({ ownName: story.movie.authorName, protagonist: story.notes?.protagonist }) ?? null,
    heading: heading?.type === "scene_heading" ? heading.text : "INT. SOMEWHERE - DAY",
  });
  return async (stream) => {
    const parsed = await runSuggestion(
      model.client,
      messages,
      (answer) => parseSceneFountain(answer, { captured, requireHeading: true }),
      stream,
    );
    return { action: "dramatise", sceneId, sceneTitle: scene.title, ...parsed };
  };
}
