import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import {
  actionSheetDrafts,
  beatBoards,
  cacheEntries,
  categoryElements,
  characters,
  mediaAssets,
  movies,
  recordings,
  sceneDrafts,
  scenes,
  screenplayLocks,
  screenplayRevisions,
  screenplays,
  screenplayVersions,
  shareComments,
  shareLinks,
  transcriptions,
  user,
  voiceConsents,
} from "#server/db/schema/index.ts";

import { collectAccountRecords } from "./collect-account-records.ts";
import { collectImports } from "./collect-imports.ts";
import { collectInterviews } from "./collect-interviews.ts";

// Everything a person wrote or gave us, as stored: the rows of "Download my data" (every table
// it reads is in export-coverage.ts).
export async function collectUserData(db: DbOrTx, userId: string) {
  const [account] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      phoneNumber: user.phoneNumber,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const mine = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId);
  return {
    account: account ?? null,
    movies: await db.select().from(movies).where(mine(movies)).orderBy(asc(movies.createdAt)),
    scenes: await db
      .select()
      .from(scenes)
      .where(mine(scenes))
      .orderBy(asc(scenes.movieId), asc(scenes.sceneNumber)),
    characters: await db
      .select()
      .from(characters)
      .where(mine(characters))
      .orderBy(asc(characters.name)),
    developmentCards: await db
      .select()
      .from(categoryElements)
      .where(mine(categoryElements))
      .orderBy(asc(categoryElements.createdAt)),
    beatBoards: await db.select().from(beatBoards).where(mine(beatBoards)),
    screenplays: await db.select().from(screenplays).where(mine(screenplays)),
    screenplayVersions: await db
      .select()
      .from(screenplayVersions)
      .where(mine(screenplayVersions))
      .orderBy(asc(screenplayVersions.createdAt)),
    screenplayLocks: await db.select().from(screenplayLocks).where(mine(screenplayLocks)),
    screenplayRevisions: await db
      .select()
      .from(screenplayRevisions)
      .where(mine(screenplayRevisions))
      .orderBy(asc(screenplayRevisions.ordinal)),
    shareLinks: await db
      .select()
      .from(shareLinks)
      .where(mine(shareLinks))
      .orderBy(asc(shareLinks.createdAt)),
    comments: await db
      .select()
      .from(shareComments)
      .where(mine(shareComments))
      .orderBy(asc(shareComments.createdAt)),
    media: await db
      .select()
      .from(mediaAssets)
      .where(mine(mediaAssets))
      .orderBy(asc(mediaAssets.createdAt)),
    recordings: await db
      .select()
      .from(recordings)
      .where(mine(recordings))
      .orderBy(asc(recordings.createdAt)),
    transcriptions: await db
      .select()
      .from(transcriptions)
      .where(mine(transcriptions))
      .orderBy(asc(transcriptions.createdAt)),
    sceneDrafts: await db.select().from(sceneDrafts).where(mine(sceneDrafts)),
    actionSheetDrafts: await db.select().from(actionSheetDrafts).where(mine(actionSheetDrafts)),
    voiceConsents: await db.select().from(voiceConsents).where(mine(voiceConsents)),
    offlineCache: await db
      .select()
      .from(cacheEntries)
      .where(mine(cacheEntries))
      .orderBy(asc(cacheEntries.updatedAt)),
    ...(await collectImports(db, userId)),
    ...(await collectInterviews(db, userId)),
    records: await collectAccountRecords(db, userId),
  };
}

export type UserData = Awaited<ReturnType<typeof collectUserData>>;
