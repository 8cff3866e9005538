import { initializePaddle, type PaddleEventData } from "@paddle/paddle-js";
import type { Checkout } from "@contracts/billing.ts";

export type CheckoutOutcome = "completed" | "closed";

// Opens Paddle's overlay checkout with what the server answered, and tells the caller how it
// ended: "completed" once Paddle says the payment went through (the plan changes only when the
// webhook arrives), "closed" when the person closed it without paying.
export async function openPaddleCheckout(
  checkout: Checkout,
  onOutcome: (outcome: CheckoutOutcome) => void,
): Promise<void> {
  let completed = false;
  const paddle = await initializePaddle({
    environment: checkout.environment,
    token: checkout.clientToken,
    eventCallback: (event: PaddleEventData) => {
      if (event.name === "checkout.completed") {
        completed = true;
        onOutcome("completed");
      } else if (event.name === "checkout.closed" && !completed) {
        onOutcome("closed");
      }
    },
  });
  if (!paddle) throw new Error("Paddle checkout could not be loaded. Please try again.");
  paddle.Checkout.open({
    items: [{ priceId: checkout.priceId, quantity: 1 }],
    customer: checkout.customerId ? { id: checkout.customerId } : { email: checkout.customerEmail },
    customData: checkout.customData,
    settings: { displayMode: "overlay", successUrl: checkout.successUrl, allowLogout: false },
  });
}
