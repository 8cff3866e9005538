import { asc, eq, or, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import {
  movieCollaborators,
  account,
  accountExports,
  keepsakeBooks,
  billingEvents,
  commentDigestSettings,
  consentChoices,
  cowriterConsents,
  guestLinks,
  session,
  subscriptions,
} from "#server/db/schema/index.ts";

// What we keep about a person beside what they wrote, for account.json of "Download my data":
// their answers (co-writer, cookies), their plan, how and where they sign in. Keys that would let
// anyone holding the ZIP act as them (session tokens, passwords, providers' tokens) are not read.
export async function collectAccountRecords(db: DbOrTx, userId: string) {
  const [cowriterConsent] = await db
    .select({
      consentGiven: cowriterConsents.consentGiven,
      host: cowriterConsents.host,
      createdAt: cowriterConsents.createdAt,
      updatedAt: cowriterConsents.updatedAt,
    })
    .from(cowriterConsents)
    .where(eq(cowriterConsents.userId, userId));
  const [subscription] = await db
    .select({
      status: subscriptions.status,
      billingInterval: subscriptions.billingInterval,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      scheduledChange: subscriptions.scheduledChange,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const [commentDigest] = await db
    .select({
      enabled: commentDigestSettings.enabled,
      lastSentAt: commentDigestSettings.lastSentAt,
    })
    .from(commentDigestSettings)
    .where(eq(commentDigestSettings.userId, userId));
  return {
    cowriterConsent: cowriterConsent ?? null,
    // No row: the daily summary is on, never sent yet.
    commentDigest: commentDigest ?? { enabled: true, lastSentAt: null },
    subscription: subscription ?? null,
    billingEvents: await db
      .select({
        eventType: billingEvents.eventType,
        occurredAt: billingEvents.occurredAt,
        outcome: billingEvents.outcome,
      })
      .from(billingEvents)
      .where(eq(billingEvents.userId, userId))
      .orderBy(asc(billingEvents.occurredAt)),
    cookieChoices: await db
      .select({
        analytics: consentChoices.analytics,
        advertising: consentChoices.advertising,
        updatedAt: consentChoices.updatedAt,
      })
      .from(consentChoices)
      .where(eq(consentChoices.userId, userId)),
    sessions: await db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
    signInMethods: await db
      .select({ providerId: account.providerId, createdAt: account.createdAt })
      .from(account)
      .where(eq(account.userId, userId))
      .orderBy(asc(account.createdAt)),
    exports: await db
      .select({
        status: accountExports.status,
        createdAt: accountExports.createdAt,
        completedAt: accountExports.completedAt,
      })
      .from(accountExports)
      .where(eq(accountExports.userId, userId))
      .orderBy(asc(accountExports.createdAt)),
    keepsakeBooks: await db
      .select({
        movieId: keepsakeBooks.movieId,
        trim: keepsakeBooks.trim,
        dedication: keepsakeBooks.dedication,
        status: keepsakeBooks.status,
        pages: keepsakeBooks.pages,
        createdAt: keepsakeBooks.createdAt,
        completedAt: keepsakeBooks.completedAt,
      })
      .from(keepsakeBooks)
      .where(eq(keepsakeBooks.userId, userId))
      .orderBy(asc(keepsakeBooks.createdAt)),
    guestSessions: await db
      .select({ createdAt: guestLinks.createdAt })
      .from(guestLinks)
      .where(eq(guestLinks.userId, userId)),
    // The people you shared your movies with, and the movies shared with you. No invitation
    // token: it is kept only as a hash, and only until accepted.
    sharedMovies: await db
      .select({
        movieId: movieCollaborators.movieId,
        yours: sql<boolean>`${movieCollaborators.userId} = ${userId}`,
        email: movieCollaborators.email,
        role: movieCollaborators.role,
        invitedAt: movieCollaborators.createdAt,
        acceptedAt: movieCollaborators.acceptedAt,
      })
      .from(movieCollaborators)
      .where(or(eq(movieCollaborators.userId, userId), eq(movieCollaborators.memberId, userId)))
      .orderBy(asc(movieCollaborators.createdAt)),
  };
}

export type AccountRecords = Awaited<ReturnType<typeof collectAccountRecords>>;
