import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { session } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { notifySessionsEnded } from "../live/notify-sessions-ended.ts";

// Signing out another device deletes its session row: its cookie and bearer token answer 401 on
// their next request, and its live sockets close. No re-authentication is asked: it only ever
// takes access away.

export async function signOutSession(
  db: DbOrTx,
  userId: string,
  sessionId: string,
  currentSessionId: string,
): Promise<void> {
  if (sessionId === currentSessionId) {
    throw new AppError(
      "bad_request",
      "This is the session you are using: sign out from the account menu instead.",
    );
  }
  const deleted = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  if (deleted.length === 0) throw AppError.notFound("Session");
  await notifySessionsEnded(db);
}

export async function signOutOtherSessions(
  db: DbOrTx,
  userId: string,
  currentSessionId: string,
): Promise<number> {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, currentSessionId)))
    .returning({ id: session.id });
  if (deleted.length > 0) await notifySessionsEnded(db);
  return deleted.length;
}
