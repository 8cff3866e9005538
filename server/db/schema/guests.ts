import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, owner } from "./columns.ts";

// Guest movies moved at sign-in: the proof that this account was that guest.
export const guestLinks = pgTable(
  "guest_links",
  {
    anonymousUserId: text("anonymous_user_id").primaryKey(),
    userId: owner(),
    moviesConverted: integer("movies_converted").notNull().default(0),
    movieId: uuid("movie_id"),
    createdAt: createdAt(),
  },
  (t) => [index("guest_links_user_idx").on(t.userId)],
);
