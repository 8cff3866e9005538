import { eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { subscriptions } from "#server/db/schema/index.ts";
import type { SubscriptionRow } from "./plan-of.ts";

export async function findSubscription(
  db: DbOrTx,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}
