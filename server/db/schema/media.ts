import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, owner } from "./columns.ts";

// Photos, videos and covers: where the bytes are and what they are.
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    // The id in the asset's public path (/media/{objectId}), fixed at upload: lookups go by it and
    // never by a key built from the owner's id, so an asset that moves to another account (guest
    // conversion, a merge) keeps working.
    objectId: uuid("object_id").notNull().unique(),
    // Where the bytes are; it names no user, and only the request that wrote it owns it.
    objectKey: text("object_key").notNull().unique(),
    publicUrl: text("public_url").notNull(),
    filename: text("filename").notNull(),
    mimeType: text("mime_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    width: integer("width"),
    height: integer("height"),
    thumbnailKey: text("thumbnail_key"),
    // When a photo was taken (its EXIF, camera's local time: YYYY-MM-DDTHH:MM:SS), kept so a
    // retried save answers it too; the rest of the EXIF is never stored.
    takenAt: text("taken_at"),
    createdAt: createdAt(),
  },
  (t) => [index("media_assets_user_idx").on(t.userId, t.createdAt.desc())],
);
