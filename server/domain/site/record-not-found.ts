import type { DbOrTx } from "#server/db/client.ts";
import { notFoundEvents } from "#server/db/schema/index.ts";

export type NotFoundEvent = { path: string; referrer: string | null; userAgent: string | null };

export async function recordNotFound(db: DbOrTx, event: NotFoundEvent): Promise<void> {
  await db.insert(notFoundEvents).values({
    path: event.path.slice(0, 2048),
    referrer: event.referrer?.slice(0, 2048) ?? null,
    userAgent: event.userAgent?.slice(0, 512) ?? null,
  });
}
