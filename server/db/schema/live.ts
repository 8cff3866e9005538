import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea, createdAt, owner, timestamps } from "./columns.ts";
import { movies } from "./movies.ts";

// A screenplay edited live is a Yjs document kept as a snapshot plus the updates appended since.
// `live_documents` is the head: small, read and written on every group commit.
export const liveDocuments = pgTable("live_documents", {
  movieId: uuid("movie_id")
    .primaryKey()
    .references(() => movies.id, { onDelete: "cascade" }),
  userId: owner(),
  // The last appended update's seq.
  headSeq: bigint("head_seq", { mode: "number" }).notNull().default(0),
  // The seq that `screenplays.fountain` reflects; behind the head means materialise first.
  fountainSeq: bigint("fountain_seq", { mode: "number" }).notNull().default(0),
  // Since the snapshot: what the compaction rule reads.
  logRows: integer("log_rows").notNull().default(0),
  logBytes: bigint("log_bytes", { mode: "number" }).notNull().default(0),
  compactQueued: boolean("compact_queued").notNull().default(false),
  ...timestamps(),
});

// The whole document as one Yjs (v1) update, as of `seq`.
export const liveSnapshots = pgTable("live_snapshots", {
  movieId: uuid("movie_id")
    .primaryKey()
    .references(() => movies.id, { onDelete: "cascade" }),
  seq: bigint("seq", { mode: "number" }).notNull(),
  state: bytea("state").notNull(),
  createdAt: createdAt(),
});

// Updates after the snapshot, one row per group commit; `seq` has no gaps per movie.
export const liveUpdates = pgTable(
  "live_updates",
  {
    movieId: uuid("movie_id")
      .notNull()
      .references(() => movies.id, { onDelete: "cascade" }),
    seq: bigint("seq", { mode: "number" }).notNull(),
    update: bytea("update").notNull(),
    bytes: integer("bytes").notNull(),
    serverId: text("server_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [primaryKey({ columns: [t.movieId, t.seq] })],
);
