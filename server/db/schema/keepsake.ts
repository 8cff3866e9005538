import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { KeepsakeTrim, KeepsakeWarning } from "#contracts/keepsake.ts";
import { createdAt, owner } from "./columns.ts";
import { movies } from "./movies.ts";

// Keepsake books: one row per book asked for, its progress while the job makes it, and where the
// finished PDF is kept (the storage layer, under keepsakes/).
export const keepsakeBooks = pgTable(
  "keepsake_books",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    movieId: uuid("movie_id")
      .notNull()
      .references(() => movies.id, { onDelete: "cascade" }),
    trim: text("trim").$type<KeepsakeTrim>().notNull(),
    dedication: text("dedication"),
    status: text("status")
      .$type<"queued" | "working" | "ready" | "failed">()
      .notNull()
      .default("queued"),
    progress: real("progress").notNull().default(0),
    objectKey: text("object_key"),
    byteSize: bigint("byte_size", { mode: "number" }),
    pages: integer("pages"),
    warnings: jsonb("warnings").$type<KeepsakeWarning[]>().notNull().default([]),
    error: text("error"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("keepsake_books_movie_idx").on(t.movieId, t.createdAt.desc())],
);
