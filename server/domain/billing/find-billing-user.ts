import { eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { subscriptions, user } from "#server/db/schema/index.ts";

// Whose subscription an event is about: the user already linked to the Paddle subscription, else
// the `userId` our checkout put in customData (if that user exists), else the user linked to the
// Paddle customer. Undefined: nobody of ours.
export async function findBillingUser(
  db: DbOrTx,
  refs: { subscriptionId: string | null; customerId: string | null; userId: string | undefined },
): Promise<string | undefined> {
  if (refs.subscriptionId) {
    const [bySubscription] = await db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.paddleSubscriptionId, refs.subscriptionId));
    if (bySubscription) return bySubscription.userId;
  }
  if (refs.userId) {
    const [byId] = await db.select({ id: user.id }).from(user).where(eq(user.id, refs.userId));
    if (byId) return byId.id;
  }
  if (refs.customerId) {
    const [byCustomer] = await db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.paddleCustomerId, refs.customerId));
    if (byCustomer) return byCustomer.userId;
  }
  return undefined;
}
