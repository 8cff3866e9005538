import {
  bigint,
  index,
  integer,
  boolean,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, owner, timestamps } from "./columns.ts";
import { movies, scenes } from "./movies.ts";

// Importing a social media or journal archive: the import itself, the preview rows its
// job reads from the archive, and which source items already became scenes.

export const imports = pgTable(
  "imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    // The movie chosen at creation (apply names its own); gone with the movie.
    movieId: uuid("movie_id").references(() => movies.id, { onDelete: "set null" }),
    // contracts/imports.ts importStatuses.
    status: text("status").notNull().default("uploading"),
    progress: real("progress").notNull().default(0),
    source: text("source"),
    itemCount: integer("item_count").notNull().default(0),
    mediaCount: integer("media_count").notNull().default(0),
    skippedCount: integer("skipped_count").notNull().default(0),
    importedCount: integer("imported_count").notNull().default(0),
    // Of the items apply was asked for: how many, and how many an earlier import had made already.
    chosenCount: integer("chosen_count").notNull().default(0),
    duplicatesCount: integer("duplicates_count").notNull().default(0),
    // Set by DELETE while the import is being applied: gone for the person at once (404); the
    // apply job deletes it after the scene it is making.
    abandonedAt: timestamp("abandoned_at", { withTimezone: true }),
    // Set while the import waits for another of the person's imports to finish (a person's
    // imports run one at a time): its job is enqueued, and this cleared, when that one ends
    // (start-next-import.ts). Oldest first.
    waitingSince: timestamp("waiting_since", { withTimezone: true }),
    report: jsonb("report").$type<string[]>().notNull().default([]),
    error: text("error"),
    // Where the uploaded ZIP is; null once it is deleted (import ended or abandoned).
    archiveKey: text("archive_key"),
    uploadedBytes: bigint("uploaded_bytes", { mode: "number" }).notNull().default(0),
    // The size the chunked upload announced in its first Content-Range.
    totalBytes: bigint("total_bytes", { mode: "number" }),
    ...timestamps(),
  },
  (t) => [
    index("imports_user_idx").on(t.userId, t.createdAt.desc()),
    index("imports_status_updated_idx").on(t.status, t.updatedAt),
  ],
);

// One media file of a preview item: where it is in the archive, and what the job made of it.
export type ImportItemMedia = {
  path: string;
  kind: "image" | "video";
  // The raw bytes taken out of the archive, waiting under incoming/ for apply to save them
  // through the media pipeline (as an upload would be); null until extracted or when skipped.
  objectId: string | null;
  rawKey: string | null;
  thumbnailKey: string | null;
  state: "pending" | "ready" | "skipped";
};

// Orders the changes of preview items: GET /api/imports/{id}?itemsSince= answers the rows whose
// revision is above the cursor. A row takes a new value when it is inserted and whenever what the
// preview shows of it changes (its media extracted, its scene made): see nextItemRevision.
export const importItemRevisions = pgSequence("import_item_revision_seq");
export const nextItemRevision = sql`nextval('import_item_revision_seq')`;

// What apply made of a chosen item: its scene, or nothing because an earlier import had.
export const importItemOutcomes = ["imported", "duplicate"] as const;
export type ImportItemOutcome = (typeof importItemOutcomes)[number];

export const importItems = pgTable(
  "import_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    importId: uuid("import_id")
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    userId: owner(),
    // The item's place in the archive's reading order (media are extracted in this order).
    position: integer("position").notNull(),
    source: text("source").notNull(),
    fingerprint: text("fingerprint").notNull(),
    date: timestamp("date", { withTimezone: true }),
    text: text("text").notNull(),
    place: text("place"),
    media: jsonb("media").$type<ImportItemMedia[]>().notNull().default([]),
    revision: bigint("revision", { mode: "number" }).notNull().default(nextItemRevision),
    // Set by apply (in batches) for the items it was asked to import; its job reads them in pages.
    chosen: boolean("chosen").notNull().default(false),
    // importItemOutcomes; written in the transaction that makes the scene, so a job run again
    // after a restart neither makes it twice nor counts it as a duplicate.
    outcome: text("outcome").$type<ImportItemOutcome>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("import_items_import_fingerprint_idx").on(t.importId, t.fingerprint),
    index("import_items_import_position_idx").on(t.importId, t.position),
    index("import_items_import_revision_idx").on(t.importId, t.revision),
  ],
);

// Every source item that became a scene, per person: a second or overlapping import skips them.
// Deleting the scene lets the item be imported again.
export const importedFingerprints = pgTable(
  "imported_fingerprints",
  {
    userId: owner(),
    source: text("source").notNull(),
    fingerprint: text("fingerprint").notNull(),
    sceneId: uuid("scene_id")
      .notNull()
      .references(() => scenes.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source, t.fingerprint] })],
);
