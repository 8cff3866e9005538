import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, owner } from "./columns.ts";
import { screenplays, screenplayVersions } from "./develop.ts";

// A screenplay in production: its locked pages and scene numbers, and its revisions. Both point
// at saved versions (the text as locked, the text when each revision started): marks and locked
// numbers are computed from those versions and the current text, never stored.

/** Where each locked page starts and each scene's number (screenplay/production/lock-layout.ts). */
export type StoredPageLock = {
  pages: Array<{ element: number; offset: number; label: string }>;
  scenes: Array<{ element: number; number: string }>;
};

// At most one lock per screenplay: its row is the lock.
export const screenplayLocks = pgTable("screenplay_locks", {
  screenplayId: uuid("screenplay_id")
    .primaryKey()
    .references(() => screenplays.id, { onDelete: "cascade" }),
  userId: owner(),
  versionId: uuid("version_id")
    .notNull()
    .references(() => screenplayVersions.id, { onDelete: "cascade" }),
  layout: jsonb("layout").$type<StoredPageLock>().notNull(),
  lockedAt: timestamp("locked_at", { withTimezone: true }).notNull().defaultNow(),
});

// Revision 0 is the production draft (White), written when the script is first locked; each
// new revision takes the next colour (screenplay/production/colours.ts).
export const screenplayRevisions = pgTable(
  "screenplay_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    screenplayId: uuid("screenplay_id")
      .notNull()
      .references(() => screenplays.id, { onDelete: "cascade" }),
    userId: owner(),
    ordinal: integer("ordinal").notNull(),
    versionId: uuid("version_id")
      .notNull()
      .references(() => screenplayVersions.id, { onDelete: "cascade" }),
    // The writer's day when it started (YYYY-MM-DD), printed in the revised pages' headers.
    day: text("day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("screenplay_revisions_ordinal_idx").on(t.screenplayId, t.ordinal)],
);
