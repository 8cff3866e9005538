import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { commentDigestSettings, movies, shareComments, user } from "#server/db/schema/index.ts";
import { scheduleDaily } from "#server/jobs/daily-job.ts";
import type { JobHandler } from "#server/jobs/worker.ts";
import type { Logger } from "#server/logger.ts";
import { commentDigestMail, type DigestMovie } from "#server/mail/comment-digest-template.ts";
import type { Mailer } from "#server/mail/mailer.ts";

export const COMMENT_DIGEST_JOB = "comments.daily-digest";

export type CommentDigestDeps = { db: Db; mailer: Mailer; logger: Logger; baseUrl: string };

// What readers said that no digest has counted yet (the writer's own replies are not news).
const undigested = and(
  isNull(shareComments.digestedAt),
  eq(shareComments.fromWriter, false),
  inArray(shareComments.kind, ["comment", "reaction"]),
);

/**
 * Mails each writer one digest of their readers' new comments and reactions, and marks them
 * digested. A writer who turned the mail off, or who has no confirmed address, gets nothing and
 * their comments are marked all the same (turning it on later starts from then, not with a
 * backlog). At most one digest a writer a UTC day: a second run that day leaves new comments for
 * the next. Answers how many digests were mailed.
 */
export async function sendCommentDigests(
  deps: CommentDigestDeps,
  now = new Date(),
): Promise<number> {
  const writers = await deps.db
    .selectDistinct({ userId: shareComments.userId })
    .from(shareComments)
    .where(undigested);
  let mailed = 0;
  for (const { userId } of writers) {
    if (await digestFor(deps, userId, now)) mailed++;
  }
  return mailed;
}

// One writer's digest, in one transaction: the comments are claimed (marked digested) and the
// mail written to the outbox or queued together, so a failure leaves both for the next run.
async function digestFor(deps: CommentDigestDeps, userId: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [writer] = await tx
      .select({
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        isAnonymous: user.isAnonymous,
        enabled: commentDigestSettings.enabled,
        lastSentAt: commentDigestSettings.lastSentAt,
      })
      .from(user)
      .leftJoin(commentDigestSettings, eq(commentDigestSettings.userId, user.id))
      .where(eq(user.id, userId));
    if (!writer) return false;
    const mayMail = writer.enabled !== false && writer.emailVerified && !writer.isAnonymous;
    if (mayMail && writer.lastSentAt && sameUtcDay(writer.lastSentAt, now)) return false;

    const claimed = await tx
      .update(shareComments)
      .set({ digestedAt: now })
      .where(and(eq(shareComments.userId, userId), undigested))
      .returning({ id: shareComments.id });
    if (!mayMail || claimed.length === 0) return false;

    const digest = await digestMovies(
      tx,
      claimed.map((c) => c.id),
    );
    if (digest.length === 0) return false;
    const mail = commentDigestMail({
      writerName: writer.name,
      movies: digest,
      baseUrl: deps.baseUrl,
    });
    await deps.mailer.send({ to: writer.email, ...mail }, tx);
    await tx
      .insert(commentDigestSettings)
      .values({ userId, lastSentAt: now })
      .onConflictDoUpdate({ target: commentDigestSettings.userId, set: { lastSentAt: now } });
    return true;
  });
}

// The claimed comments still open (the writer may have resolved some already), by movie, oldest
// first; movies in the order of their first new comment.
async function digestMovies(tx: Tx, ids: string[]): Promise<DigestMovie[]> {
  const rows = await tx
    .select({
      movieId: shareComments.movieId,
      title: movies.title,
      authorName: shareComments.authorName,
      kind: shareComments.kind,
      body: shareComments.body,
      reaction: shareComments.reaction,
      quote: shareComments.quote,
      sceneIndex: shareComments.sceneIndex,
      parentId: shareComments.parentId,
    })
    .from(shareComments)
    .innerJoin(movies, eq(movies.id, shareComments.movieId))
    .where(and(inArray(shareComments.id, ids), eq(shareComments.status, "open")))
    .orderBy(asc(shareComments.createdAt), asc(shareComments.id));
  const byMovie = new Map<string, DigestMovie>();
  for (const row of rows) {
    let movie = byMovie.get(row.movieId);
    if (!movie) {
      movie = { movieId: row.movieId, title: row.title, comments: [] };
      byMovie.set(row.movieId, movie);
    }
    movie.comments.push({
      authorName: row.authorName,
      kind: row.kind,
      body: row.body,
      reaction: row.reaction,
      quote: row.quote,
      sceneIndex: row.sceneIndex,
      isReply: row.parentId !== null,
    });
  }
  return [...byMovie.values()];
}

function sameUtcDay(a: Date, b: Date): boolean {
  return a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);
}

export function commentDigestJob(deps: CommentDigestDeps): JobHandler {
  return async () => {
    const mailed = await sendCommentDigests(deps);
    if (mailed > 0) deps.logger.info({ mailed }, "daily digests of new comments mailed");
    await scheduleDaily(deps.db, COMMENT_DIGEST_JOB);
  };
}
