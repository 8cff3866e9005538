import { inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { liveDocuments } from "#server/db/schema/index.ts";
import {
  LIVE_ACCESS_CHANNEL,
  LIVE_CHANNEL,
  SESSIONS_ENDED_NOTE,
} from "#server/domain/live/live-compaction.ts";
import type { Logger } from "#server/logger.ts";
import type { Rooms } from "./rooms.ts";

export const HEAD_POLL_MS = 2_000;
export const ACCESS_SWEEP_MS = 10_000;

// Keeps this server's rooms in step with the others' through PostgreSQL: a note on
// `lifescript_live` after each commit says which rows to read; after a reconnect of the listener
// (notes are lost meanwhile) and every HEAD_POLL_MS the heads are compared anyway. Notes on
// `lifescript_live_access` and a sweep every ACCESS_SWEEP_MS re-check who may stay: their role,
// and that their session has not ended (signed out, revoked, expired).
export async function startRelay(options: {
  database: Database;
  rooms: Rooms;
  serverId: string;
  logger: Logger;
  recheckAccess: (movieId: string, memberId: string | "*") => Promise<void>;
  recheckSessions: () => Promise<void>;
}): Promise<() => Promise<void>> {
  const { database, rooms, serverId, logger, recheckAccess, recheckSessions } = options;
  const checkSessions = () =>
    recheckSessions().catch((error: unknown) =>
      logger.warn({ err: error }, "could not re-check live sessions"),
    );
  const catchUp = async (movieId: string) => {
    const room = await rooms.get(movieId);
    await room?.catchUp().catch((error: unknown) => {
      logger.warn({ err: error, movieId }, "could not read the other servers' live updates");
    });
  };
  const catchUpAll = async () => {
    const open = await rooms.all();
    if (open.length === 0) return;
    const heads = await database.db
      .select({ movieId: liveDocuments.movieId, headSeq: liveDocuments.headSeq })
      .from(liveDocuments)
      .where(
        inArray(
          liveDocuments.movieId,
          open.map((room) => room.movieId),
        ),
      );
    for (const head of heads) {
      const room = open.find((r) => r.movieId === head.movieId);
      if (room && head.headSeq > room.seq) await catchUp(head.movieId);
    }
  };
  const stopLive = await database.listen(
    LIVE_CHANNEL,
    (payload) => {
      const [movieId, seq, from] = payload.split(":");
      if (!movieId || from === serverId) return;
      void rooms.get(movieId).then((room) => {
        if (room && Number(seq) > room.seq) void catchUp(movieId);
      });
    },
    () => void catchUpAll().catch(() => undefined),
  );
  const stopAccess = await database.listen(LIVE_ACCESS_CHANNEL, (payload) => {
    if (payload === SESSIONS_ENDED_NOTE) {
      void checkSessions();
      return;
    }
    const [movieId, memberId] = payload.split(":");
    if (movieId && memberId) {
      recheckAccess(movieId, memberId).catch((error: unknown) =>
        logger.warn({ err: error, movieId }, "could not re-check live access"),
      );
    }
  });
  const poll = setInterval(() => {
    catchUpAll().catch(() => undefined);
  }, HEAD_POLL_MS);
  poll.unref();
  const sweep = setInterval(() => {
    void (async () => {
      await checkSessions();
      for (const room of await rooms.all()) await recheckAccess(room.movieId, "*");
    })().catch(() => undefined);
  }, ACCESS_SWEEP_MS);
  sweep.unref();
  return async () => {
    clearInterval(poll);
    clearInterval(sweep);
    await stopLive().catch(() => undefined);
    await stopAccess().catch(() => undefined);
  };
}
