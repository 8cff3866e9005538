import { useState } from "react";
import { useNavigate } from "react-router";
import type { BillingInterval } from "#contracts/plans.ts";
import { apiClient, data } from "#app/lib/api-client";
import { operatorPaths } from "#app/lib/paths";
import { openPaddleCheckout } from "./paddle-checkout";

// Upgrade: ask the server for the checkout settings, open Paddle's overlay, then go to the success
// page when Paddle says the payment went through (it waits there for the webhook) or to the
// cancelled page when the person closes the checkout. `source` picks the server endpoint: the
// person's own upgrade, or the operators' sandbox test.
export function useUpgrade(source: "upgrade" | "test" = "upgrade") {
  const navigate = useNavigate();
  const [opening, setOpening] = useState<BillingInterval | "test" | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (interval: BillingInterval | "test") => {
    setError(null);
    setOpening(interval);
    try {
      const checkout =
        source === "test" || interval === "test"
          ? await data(apiClient.POST("/api/billing/diagnostics/test-checkout"))
          : await data(apiClient.POST("/api/billing/checkout", { body: { interval } }));
      await openPaddleCheckout(checkout, (outcome) => {
        if (source === "test") {
          void navigate(
            outcome === "completed"
              ? `${operatorPaths.sandboxCheckout}?done=1`
              : `${operatorPaths.sandboxCheckout}?closed=1`,
          );
        } else {
          void navigate(
            outcome === "completed" ? "/app/subscription/success" : "/app/subscription/cancelled",
          );
        }
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : "Checkout could not be opened. Please try again.");
    } finally {
      setOpening(null);
    }
  };

  return { start, opening, error };
}
