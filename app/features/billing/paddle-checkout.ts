import { initializePaddle, type Paddle, type PaddleEventData } from "@paddle/paddle-js";
import type { Checkout } from "#contracts/billing.ts";

export type CheckoutOutcome = "completed" | "closed";

// Opens Paddle's overlay checkout with what the server answered, and tells the caller how it
// ended: "completed" once Paddle says the payment went through (the plan changes only when the
// webhook arrives), "closed" when the person closed it without paying.
export async function openPaddleCheckout(
  checkout: Checkout,
  onOutcome: (outcome: CheckoutOutcome) => void,
): Promise<void> {
  let completed = false;
  // The callback runs only after Checkout.open, by which time `paddle` is set.
  const paddle: Paddle | undefined = await initializePaddle({
    environment: checkout.environment,
    token: checkout.clientToken,
    eventCallback: (event: PaddleEventData) => {
      if (event.name === "checkout.completed") {
        completed = true;
        // Our own success page waits for the webhook; Paddle's success screen is closed.
        paddle?.Checkout.close();
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
    // No successUrl: Paddle would reload the page there; the event above moves in the app instead.
    settings: { displayMode: "overlay", allowLogout: false },
  });
}
