import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { LIVE_ACCESS_CHANNEL } from "./live-compaction.ts";

// Tells every server that a person's role on a movie changed or was taken away ("*": anyone's,
// as when the movie is deleted): their open sockets are checked again and closed if need be.
// Sent at commit, so a rolled-back change tells nobody.
export async function notifyAccessChanged(
  tx: DbOrTx,
  movieId: string,
  memberId: string | "*",
): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_ACCESS_CHANNEL}, ${`${movieId}:${memberId}`})`);
}
