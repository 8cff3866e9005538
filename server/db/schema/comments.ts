import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { Reaction } from "#contracts/share-comments.ts";
import { user } from "./auth.ts";
import { createdAt, owner } from "./columns.ts";
import { shareLinks } from "./develop.ts";
import { movies } from "./movies.ts";

// The readers' circle: comments and reactions readers leave through a share link, and the
// writer's replies. `user_id` is the writer (the movie's owner), so rows go with the account.
export const shareComments = pgTable(
  "share_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    movieId: uuid("movie_id")
      .notNull()
      .references(() => movies.id, { onDelete: "cascade" }),
    // The link a reader commented through; null for a collaborator's comment in the app.
    shareLinkId: uuid("share_link_id").references(() => shareLinks.id, { onDelete: "cascade" }),
    // A collaborator who commented in the app; their comment stays if their account goes.
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    // The thread's first comment, for replies.
    parentId: uuid("parent_id").references((): AnyPgColumn => shareComments.id, {
      onDelete: "cascade",
    }),
    kind: text("kind").$type<"comment" | "reaction">().notNull(),
    authorName: text("author_name").notNull(),
    fromWriter: boolean("from_writer").notNull().default(false),
    body: text("body"),
    reaction: text("reaction").$type<Reaction>(),
    sceneIndex: integer("scene_index"),
    // The anchor as last placed: the words, their context, and the 0-based Fountain line.
    quote: text("quote"),
    prefix: text("prefix"),
    suffix: text("suffix"),
    line: integer("line"),
    // A hash of the Fountain text `line` was placed in; another text means place it again.
    placedIn: text("placed_in"),
    status: text("status").$type<"open" | "resolved">().notNull().default("open"),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    // When the writer's daily digest mail included it.
    digestedAt: timestamp("digested_at", { withTimezone: true }),
  },
  (t) => [
    index("share_comments_movie_idx").on(t.movieId, t.createdAt),
    index("share_comments_link_idx").on(t.shareLinkId, t.createdAt),
    index("share_comments_digest_idx").on(t.userId, t.digestedAt),
  ],
);

// Per account: whether the daily digest of new comments is mailed, and when it last was.
export const commentDigestSettings = pgTable("comment_digest_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(true),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
});
