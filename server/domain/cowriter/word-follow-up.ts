import type { DbOrTx } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { admitCowriterUse } from "./admit-cowriter-use.ts";
import type { CowriterModel } from "./cowriter-model.ts";
import { parseFollowUp } from "./parsers/parse-follow-up.ts";
import { buildFollowUpPrompt, type FollowUpPromptInput } from "./prompts/follow-up-prompt.ts";
import { runSuggestion } from "./run-suggestion.ts";

// A person waits for the next question with their answer just sent: the model has this long, its
// retries and a second try at an invalid answer included, before the rules' own words are asked.
export const FOLLOW_UP_DEADLINE_MS = 4_000;

export type FollowUpLog = Pick<Logger, "info" | "warn">;

/** The follow-up the rules chose, worded by the co-writer's model in the terms of the person's
 * answer, or null to ask it in the rules' words. Never throws for the model's sake: no consent for
 * the model's host, the daily limit reached (a follow-up counts as a use, as any suggestion), a
 * timeout, a refusal or an answer that does not validate all mean the rules' words, and the log
 * says which (by kind and reason only: never the person's words). `asked`: every question asked
 * on the moment so far, the opening one first; the model may not ask one of them again. */
export async function wordFollowUp(
  db: DbOrTx,
  userId: string,
  model: CowriterModel,
  input: FollowUpPromptInput,
  options: { log: FollowUpLog; deadlineMs?: number },
): Promise<string | null> {
  const { log } = options;
  const fields = { asks: input.asks };
  try {
    await admitCowriterUse(db, userId, model);
  } catch (error) {
    if (!(error instanceof AppError)) {
      log.warn({ ...fields, err: error }, "follow-up in the rules' words: consent not read");
      return null;
    }
    const reason = error.code === "forbidden" ? "no_consent" : "daily_limit";
    log.info({ ...fields, reason }, "follow-up in the rules' words");
    return null;
  }
  const deadline = AbortSignal.timeout(options.deadlineMs ?? FOLLOW_UP_DEADLINE_MS);
  const asked = [input.question ?? "", ...input.asked].filter(Boolean);
  try {
    const text = await runSuggestion(
      model.client,
      buildFollowUpPrompt(input),
      (answer) => parseFollowUp(answer, asked),
      { signal: deadline },
    );
    log.info(fields, "follow-up worded by the co-writer");
    return text;
  } catch (error) {
    const reason = deadline.aborted ? "timeout" : reasonOf(error);
    const err = error instanceof AppError ? {} : { err: error };
    log.warn({ ...fields, reason, ...err }, "follow-up in the rules' words: the co-writer failed");
    return null;
  }
}

// runSuggestion's reasons (timeout, unavailable, refused, invalid_output); the provider's own
// words stay out of the log line, as the person's do.
function reasonOf(error: unknown): string {
  if (!(error instanceof AppError)) return "error";
  const details = error.details;
  if (details && typeof details === "object" && "reason" in details) return String(details.reason);
  return error.code;
}
