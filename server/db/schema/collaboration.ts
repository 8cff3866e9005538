import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CollaboratorRole } from "#contracts/collaboration.ts";
import { user } from "./auth.ts";
import { owner, timestamps } from "./columns.ts";
import { movies } from "./movies.ts";

// The people a movie's owner invited. `user_id` is the owner, so the rows go with the owner's
// account as every row does; `member_id` is the person once they accepted, and their rows go
// with their account too. The invitation's token is kept only as a hash, and only until it is
// accepted: a spent link opens nothing.
export const movieCollaborators = pgTable(
  "movie_collaborators",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    movieId: uuid("movie_id")
      .notNull()
      .references(() => movies.id, { onDelete: "cascade" }),
    userId: owner(),
    memberId: text("member_id").references(() => user.id, { onDelete: "cascade" }),
    // As invited: trimmed and lower-cased.
    email: text("email").notNull(),
    role: text("role").$type<CollaboratorRole>().notNull(),
    // SHA-256 hex of the invitation token; null once accepted.
    tokenHash: text("token_hash").unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("movie_collaborators_movie_email_idx").on(t.movieId, t.email),
    uniqueIndex("movie_collaborators_movie_member_idx")
      .on(t.movieId, t.memberId)
      .where(sql`${t.memberId} is not null`),
    index("movie_collaborators_member_idx").on(t.memberId),
    check("movie_collaborators_role_check", sql`${t.role} in ('editor', 'commenter', 'viewer')`),
  ],
);
