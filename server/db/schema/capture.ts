import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, owner, updatedAt } from "./columns.ts";

// One composer draft per user and movie ("none" when no movie is chosen yet).
export const sceneDrafts = pgTable(
  "scene_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    draftKey: text("draft_key").notNull(),
    movieId: uuid("movie_id"),
    content: text("content").notNull().default(""),
    elements: jsonb("elements").$type<unknown[]>().notNull().default([]),
    // The scene's metadata to be (feelings, date), kept with the draft.
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("scene_drafts_user_key_idx").on(t.userId, t.draftKey)],
);

export const actionSheetDrafts = pgTable("action_sheet_drafts", {
  userId: owner().primaryKey(),
  content: text("content").notNull().default(""),
  mediaUrl: text("media_url"),
  mediaType: text("media_type"),
  timestamp: bigint("timestamp", { mode: "number" }).notNull(),
  updatedAt: updatedAt(),
});

export const voiceConsents = pgTable("voice_consents", {
  userId: owner().primaryKey(),
  consentGiven: boolean("consent_given").notNull().default(false),
  isActive: boolean("is_active").notNull().default(false),
  version: integer("version").notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const recordings = pgTable(
  "recordings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    // Null once the audio is deleted (after transcription succeeds or fails for good).
    storageKey: text("storage_key"),
    mimeType: text("mime_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    sampleRate: integer("sample_rate").notNull(),
    channels: integer("channels").notNull(),
    codec: text("codec").notNull(),
    status: text("status").notNull().default("queued"),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("recordings_user_idx").on(t.userId, t.createdAt.desc())],
);

export const transcriptions = pgTable(
  "transcriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    recordingId: uuid("recording_id")
      .notNull()
      .references(() => recordings.id, { onDelete: "cascade" }),
    transcriptionText: text("transcription_text").notNull(),
    confidence: integer("confidence"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("transcriptions_recording_idx").on(t.recordingId)],
);

// The offline cache (decision 0033): one "cache sync queue entry"
// (cacheKey, cacheType, data, version, deviceId) per user, cacheType and cacheKey, stored by
// POST /api/cache/sync, answered by GET /api/cache/restore (server/domain/cache/). A lower version
// than the stored one is not written; data is at most 1 MB of JSON, a user's rows 5 MB together.
export const cacheEntries = pgTable(
  "cache_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    cacheKey: text("cache_key").notNull(),
    cacheType: text("cache_type").notNull(),
    data: jsonb("data").notNull(),
    version: integer("version").notNull().default(1),
    deviceId: text("device_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("cache_entries_user_key_idx").on(t.userId, t.cacheType, t.cacheKey)],
);
