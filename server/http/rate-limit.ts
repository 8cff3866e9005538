import type { Context } from "hono";
import type { AppEnv, Deps } from "../context.ts";
import { AppError } from "../errors.ts";
import { consumeLimit, type LimitDecision } from "../limits/consume-limit.ts";
import type { LimitRule } from "../limits/limit-rules.ts";
import { addressBucket, clientAddress } from "./client-address.ts";

// One request counted against a rule of server/limits/limit-rules.ts (RATE_LIMITS=false, in
// tests, lets everything through).
export async function checkLimit(
  deps: Deps,
  rule: LimitRule,
  subject: string,
): Promise<LimitDecision> {
  if (!deps.env.RATE_LIMITS) return { allowed: true };
  return consumeLimit(deps.database.db, rule, subject);
}

// The same, refusing with 429 and Retry-After.
export async function enforceLimit(deps: Deps, rule: LimitRule, subject: string): Promise<void> {
  const decision = await checkLimit(deps, rule, subject);
  if (!decision.allowed) throw AppError.rateLimited(rule.message, decision.retryAfterSeconds);
}

export function addressSubject(c: Context<AppEnv>, deps: Deps): string {
  return addressBucket(clientAddress(c, deps.env.TRUST_PROXY));
}
