import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";

// Tells every live server that someone's access to a movie changed (a role changed, a member was
// removed or left), so it closes or downgrades their open sockets. `*` means everyone in the
// movie. NOTIFY is delivered at commit, so a rolled-back change tells nobody.
export async function notifyAccessChanged(
  tx: DbOrTx,
  movieId: string,
  memberId: string,
): Promise<void> {
  await tx.execute(
    sql`select pg_notify('lifescript_live_access', ${movieId}::text || ':' || ${memberId}::text)`,
  );
}
