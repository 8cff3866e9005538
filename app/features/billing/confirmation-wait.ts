import type { Subscription } from "#contracts/billing.ts";

// The success page after Paddle's checkout: the plan changes only when Paddle's webhook reaches
// us. It waits a minute asking often, then says what is happening (and keeps asking, less
// often, so it still changes when a late webhook arrives).
export const CONFIRM_WAIT_MS = 60_000;
export const POLL_WHILE_WAITING_MS = 2000;
export const POLL_AFTER_WAIT_MS = 15_000;

export type ConfirmationPhase =
  | "loading"
  // Payments are off here: there is nothing to confirm.
  | "no-payments"
  | "confirmed"
  | "confirming"
  // Past the minute: it may take a few minutes; nothing is charged twice.
  | "taking-long";

export function confirmationPhase(
  subscription: Pick<Subscription, "configured" | "plan"> | undefined,
  waitedLong: boolean,
): ConfirmationPhase {
  if (subscription && !subscription.configured) return "no-payments";
  if (subscription?.plan === "pro") return "confirmed";
  if (waitedLong) return "taking-long";
  return subscription ? "confirming" : "loading";
}

export function pollInterval(phase: ConfirmationPhase): number | false {
  if (phase === "confirmed" || phase === "no-payments") return false;
  return phase === "taking-long" ? POLL_AFTER_WAIT_MS : POLL_WHILE_WAITING_MS;
}
