import type { PunchUpResult } from "#contracts/cowriter.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { admitCowriterUse } from "./admit-cowriter-use.ts";
import type { CowriterModel } from "./cowriter-model.ts";
import { parsePunchUp } from "./parsers/parse-punch-up.ts";
import { buildPunchUpPrompt } from "./prompts/punch-up-prompt.ts";
import { runSuggestion, type Suggest } from "./run-suggestion.ts";

// "Punch up": the selected passage rewritten tighter, with the reason in one sentence.
export async function punchUpPassage(
  db: DbOrTx,
  userId: string,
  movieId: string,
  text: string,
  model: CowriterModel,
): Promise<Suggest<PunchUpResult>> {
  // Suggestions are for those who write the movie; the usage counts for the caller.
  await movieAccess(db, userId, movieId, "edit");
  await admitCowriterUse(db, userId, model);
  const messages = buildPunchUpPrompt(text);
  return async (stream) => {
    const answer = await runSuggestion(
      model.client,
      messages,
      (a) => parsePunchUp(a, text),
      stream,
    );
    return { action: "punch-up", original: text, fountain: answer.fountain, reason: answer.reason };
  };
}
