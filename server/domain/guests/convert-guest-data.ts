import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  actionSheetDrafts,
  beatBoards,
  categoryElements,
  characters,
  guestLinks,
  interviews,
  mediaAssets,
  movies,
  sceneDrafts,
  scenes,
  screenplays,
  screenplayVersions,
  shareLinks,
} from "#server/db/schema/index.ts";

export type GuestConversion = { moviesConverted: number; movieId: string | null };

// Moves everything a guest (anonymous user) made to the real account, in one transaction, and
// records the link: that record is the proof later calls use, never an id sent by a client.
export async function convertGuestData(
  db: Db,
  anonymousUserId: string,
  userId: string,
): Promise<GuestConversion> {
  if (anonymousUserId === userId) return { moviesConverted: 0, movieId: null };
  return db.transaction(async (tx) => {
    const guestMovies = await tx
      .select({ id: movies.id })
      .from(movies)
      .where(eq(movies.userId, anonymousUserId))
      .orderBy(desc(movies.updatedAt));
    const movieIds = guestMovies.map((m) => m.id);

    await tx
      .update(movies)
      .set({ userId, lastEditedBy: userId })
      .where(eq(movies.userId, anonymousUserId));
    await tx.update(scenes).set({ userId }).where(eq(scenes.userId, anonymousUserId));
    await tx.update(characters).set({ userId }).where(eq(characters.userId, anonymousUserId));
    await tx
      .update(categoryElements)
      .set({ userId })
      .where(eq(categoryElements.userId, anonymousUserId));
    await tx.update(mediaAssets).set({ userId }).where(eq(mediaAssets.userId, anonymousUserId));
    await tx.update(beatBoards).set({ userId }).where(eq(beatBoards.userId, anonymousUserId));
    await tx.update(screenplays).set({ userId }).where(eq(screenplays.userId, anonymousUserId));
    await tx
      .update(screenplayVersions)
      .set({ userId })
      .where(eq(screenplayVersions.userId, anonymousUserId));
    await tx.update(shareLinks).set({ userId }).where(eq(shareLinks.userId, anonymousUserId));
    // Interviews follow their movies; their turns are owned through them.
    await tx.update(interviews).set({ userId }).where(eq(interviews.userId, anonymousUserId));

    // Drafts are unique per user and movie: the account's own draft wins over a guest draft
    // for the same key (the guest's movie drafts have keys of their own and always move).
    const ownKeys = await tx
      .select({ key: sceneDrafts.draftKey })
      .from(sceneDrafts)
      .where(eq(sceneDrafts.userId, userId));
    const taken = ownKeys.map((k) => k.key);
    if (taken.length > 0) {
      await tx
        .delete(sceneDrafts)
        .where(and(eq(sceneDrafts.userId, anonymousUserId), inArray(sceneDrafts.draftKey, taken)));
    }
    await tx.update(sceneDrafts).set({ userId }).where(eq(sceneDrafts.userId, anonymousUserId));
    const [ownSheetDraft] = await tx
      .select({ userId: actionSheetDrafts.userId })
      .from(actionSheetDrafts)
      .where(eq(actionSheetDrafts.userId, userId));
    if (ownSheetDraft) {
      await tx.delete(actionSheetDrafts).where(eq(actionSheetDrafts.userId, anonymousUserId));
    } else {
      await tx
        .update(actionSheetDrafts)
        .set({ userId })
        .where(eq(actionSheetDrafts.userId, anonymousUserId));
    }

    const result: GuestConversion = {
      moviesConverted: movieIds.length,
      movieId: movieIds[0] ?? null,
    };
    await tx
      .insert(guestLinks)
      .values({ anonymousUserId, userId, ...result })
      .onConflictDoUpdate({
        target: guestLinks.anonymousUserId,
        set: {
          moviesConverted: sql`${guestLinks.moviesConverted} + ${result.moviesConverted}`,
          movieId: result.movieId ?? sql`${guestLinks.movieId}`,
        },
      });
    return result;
  });
}
