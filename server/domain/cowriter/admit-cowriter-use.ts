import { COWRITER_CONSENT_REQUIRED_MESSAGE } from "#contracts/cowriter-vocabulary.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { consumeLimit } from "#server/limits/consume-limit.ts";
import type { LimitRule } from "#server/limits/limit-rules.ts";
import { getCowriterConsent } from "./get-cowriter-consent.ts";

export const DAY_SECONDS = 86_400;

export const cowriterDailyRule = (max: number): LimitRule => ({
  id: "cowriter.daily",
  per: "account",
  windowSeconds: DAY_SECONDS,
  max,
  message: `You have used the co-writer ${max} times today, its daily limit. It is available again tomorrow.`,
});

// Before anything is sent: the user's consent for this host, then one suggestion counted against
// the daily limit (on the server, in the database, so every instance shares the count; a product
// quota, counted even where RATE_LIMITS is off).
export async function admitCowriterUse(
  db: DbOrTx,
  userId: string,
  model: { host: string; dailyLimit: number },
): Promise<void> {
  const consent = await getCowriterConsent(db, userId, model.host);
  if (!consent.consentGiven) throw new AppError("forbidden", COWRITER_CONSENT_REQUIRED_MESSAGE);
  const rule = cowriterDailyRule(model.dailyLimit);
  const decision = await consumeLimit(db, rule, userId);
  if (!decision.allowed) throw AppError.rateLimited(rule.message, decision.retryAfterSeconds);
}
