import type { Subscription } from "#contracts/billing.ts";
import { formatDate } from "#app/lib/format-date";

const longDate = formatDate;

// The badge and the one line under the plan's name, from the subscription's state.
export function statusSummary(s: Subscription): {
  badge: string;
  tone: "neutral" | "good" | "warn" | "bad";
  line: string | null;
} {
  const end = s.currentPeriodEnd ? longDate(s.currentPeriodEnd) : null;
  const changeAt = s.scheduledChange ? longDate(s.scheduledChange.effectiveAt) : null;
  if (s.plan === "pro" && s.cancelAtPeriodEnd) {
    return {
      badge: `Ends ${changeAt ?? end ?? ""}`.trim(),
      tone: "warn",
      line: `Lifescript Pro stays on until ${changeAt ?? end}. After that you are on Free, and everything you made stays yours.`,
    };
  }
  switch (s.status) {
    case "active":
      return {
        badge: "Active",
        tone: "good",
        line: end
          ? `Renews on ${end}${s.interval ? `, billed ${s.interval === "year" ? "yearly" : "monthly"}` : ""}.`
          : null,
      };
    case "trialing":
      return { badge: "Trial", tone: "good", line: end ? `Your trial ends on ${end}.` : null };
    case "past_due":
      return {
        badge: "Payment due",
        tone: "bad",
        line: "Your last payment did not go through. Paddle will try again; update your card in Manage billing to keep Pro.",
      };
    case "paused":
      return {
        badge: "Paused",
        tone: "warn",
        line: "Your subscription is paused. Resume it in Manage billing.",
      };
    case "canceled":
      return {
        badge: "Canceled",
        tone: "neutral",
        line: "Your Pro subscription has ended. Everything you made stays yours to read, edit and export.",
      };
    default:
      return { badge: "Free", tone: "neutral", line: null };
  }
}
