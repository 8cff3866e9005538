import { and, eq, gte, sql } from "drizzle-orm";
import type { LimitKey } from "#contracts/plans.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { mediaAssets, movies, recordings } from "#server/db/schema/index.ts";

// Voice minutes are counted per calendar month in UTC: simple to explain ("this month") and the
// same for everyone whatever day they subscribed (decision 0028).
export function startOfMonthUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

const counters: Record<LimitKey, (db: DbOrTx, userId: string) => Promise<number>> = {
  movies: async (db, userId) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(movies)
      .where(eq(movies.userId, userId));
    return Number(row?.n ?? 0);
  },
  mediaBytes: async (db, userId) => {
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${mediaAssets.byteSize}), 0)::bigint` })
      .from(mediaAssets)
      .where(eq(mediaAssets.userId, userId));
    return Number(row?.n ?? 0);
  },
  voiceSeconds: async (db, userId) => {
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${recordings.durationSeconds}), 0)::bigint` })
      .from(recordings)
      .where(and(eq(recordings.userId, userId), gte(recordings.createdAt, startOfMonthUtc())));
    return Number(row?.n ?? 0);
  },
};

// What a person uses of each limited thing, counted on the server from what is stored.
export async function measureUsage(db: DbOrTx, userId: string, key: LimitKey): Promise<number> {
  return counters[key](db, userId);
}

export async function measureAllUsage(
  db: DbOrTx,
  userId: string,
): Promise<Record<LimitKey, number>> {
  // One after another: a transaction runs one query at a time anyway.
  const movieCount = await counters.movies(db, userId);
  const mediaBytes = await counters.mediaBytes(db, userId);
  const voiceSeconds = await counters.voiceSeconds(db, userId);
  return { movies: movieCount, mediaBytes, voiceSeconds };
}
