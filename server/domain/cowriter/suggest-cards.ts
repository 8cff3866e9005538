import type { CardsResult } from "#contracts/cowriter.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { selfName } from "../screenplay/engine.ts";
import { buildStoryInput } from "../screenplay/story-input.ts";
import { admitCowriterUse } from "./admit-cowriter-use.ts";
import type { CowriterModel } from "./cowriter-model.ts";
import { parseCards } from "./parsers/parse-cards.ts";
import { buildCardsPrompt } from "./prompts/cards-prompt.ts";
import { runSuggestion, type Suggest } from "./run-suggestion.ts";

// "Suggest a logline, a theme and the protagonist's want and need" from the movie's scenes.
export async function suggestCards(
  db: DbOrTx,
  userId: string,
  movieId: string,
  model: CowriterModel,
): Promise<Suggest<CardsResult>> {
  // Suggestions are for those who write the movie; the usage counts for the caller.
  const { movie } = await movieAccess(db, userId, movieId, "edit");
  const story = await buildStoryInput(db, movie);
  if (story.scenes.length === 0) {
    throw new AppError(
      "bad_request",
      "Capture a scene first: the cards are suggested from your scenes.",
    );
  }
  await admitCowriterUse(db, userId, model);
  const protagonist =
    selfName({ ownName: story.movie.authorName, protagonist: story.notes?.protagonist }) ?? null;
  const messages = buildCardsPrompt(story, protagonist);
  return async (stream) => ({
    action: "cards",
    ...(await runSuggestion(model.client, messages, parseCards, stream)),
  });
}
