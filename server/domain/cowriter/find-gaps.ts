import type { GapsResult } from "#contracts/cowriter.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { getBeatBoard } from "../development/get-beat-board.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { buildStoryInput } from "../screenplay/story-input.ts";
import { admitCowriterUse } from "./admit-cowriter-use.ts";
import type { CowriterModel } from "./cowriter-model.ts";
import { parseGaps } from "./parsers/parse-gaps.ts";
import { buildGapsPrompt } from "./prompts/gaps-prompt.ts";
import { runSuggestion, type Suggest } from "./run-suggestion.ts";

// "What is missing": gaps against the beat board, each with a question that helps remember.
export async function findGaps(
  db: DbOrTx,
  userId: string,
  movieId: string,
  model: CowriterModel,
): Promise<Suggest<GapsResult>> {
  // Suggestions are for those who write the movie; the usage counts for the caller.
  const { movie } = await movieAccess(db, userId, movieId, "edit");
  const story = await buildStoryInput(db, movie);
  if (story.scenes.length === 0) {
    throw new AppError("bad_request", "Capture a scene first: gaps are found among your scenes.");
  }
  const board = await getBeatBoard(db, userId, movieId);
  await admitCowriterUse(db, userId, model);
  const byId = new Map(story.scenes.map((s) => [s.id, s]));
  const pick = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const beats = board.beats.map((b) => ({
    key: b.beatKey,
    title: b.title,
    scenes: pick(b.sceneIds),
  }));
  const messages = buildGapsPrompt(story.movie.title, beats, pick(board.unplacedSceneIds));
  return async (stream) => ({
    action: "gaps",
    gaps: await runSuggestion(model.client, messages, (a) => parseGaps(a, beats), stream),
  });
}
