import { describe, expect, it } from "vitest";
import { planOf, type SubscriptionRow } from "./plan-of.ts";

const row = (over: Partial<SubscriptionRow>): SubscriptionRow => ({
  userId: "u",
  paddleSubscriptionId: "sub_1",
  paddleCustomerId: "ctm_1",
  status: "active",
  priceId: "pri_1",
  billingInterval: "month",
  currentPeriodEnd: new Date("2030-01-01T00:00:00Z"),
  scheduledChange: null,
  eventOccurredAt: new Date("2029-12-01T00:00:00Z"),
  createdAt: new Date(),
  updatedAt: new Date(),
  ...over,
});
const now = new Date("2029-12-15T00:00:00Z");

describe("planOf", () => {
  it("is free without a subscription, and for paused or canceled ones", () => {
    expect(planOf(undefined, now)).toBe("free");
    expect(planOf(row({ status: "paused" }), now)).toBe("free");
    expect(planOf(row({ status: "canceled" }), now)).toBe("free");
  });

  it("is Pro while active, trialing or past due (Paddle still retrying)", () => {
    for (const status of ["active", "trialing", "past_due"] as const) {
      expect(planOf(row({ status }), now)).toBe("pro");
    }
  });

  it("keeps Pro until a scheduled cancellation takes effect, even when its webhook is late", () => {
    const cancel = (effectiveAt: string) =>
      row({ scheduledChange: { action: "cancel", effectiveAt } });
    expect(planOf(cancel("2030-01-01T00:00:00Z"), now)).toBe("pro");
    expect(planOf(cancel("2029-12-14T00:00:00Z"), now)).toBe("free");
  });
});
