import { index, integer, jsonb, pgTable, text, uuid, boolean } from "drizzle-orm/pg-core";
import { createdAt, owner, timestamps } from "./columns.ts";

export const movies = pgTable(
  "movies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    title: text("title").notNull(),
    description: text("description"),
    genre: text("genre"),
    coverImage: text("cover_image"),
    coverPageUrl: text("cover_page_url"),
    status: text("status").notNull().default("draft"),
    version: integer("version").notNull().default(1),
    lastEditedBy: text("last_edited_by"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [index("movies_user_updated_idx").on(t.userId, t.updatedAt.desc())],
);

export const scenes = pgTable(
  "scenes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    movieId: uuid("movie_id")
      .notNull()
      .references(() => movies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    sceneNumber: integer("scene_number").notNull(),
    location: text("location"),
    elements: jsonb("elements").$type<unknown[]>().notNull().default([]),
    characterIds: jsonb("character_ids").$type<string[]>().notNull().default([]),
    timeOfDay: text("time_of_day"),
    duration: integer("duration"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    sceneType: text("scene_type"),
    content: text("content"),
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index("scenes_movie_number_idx").on(t.movieId, t.sceneNumber),
    index("scenes_user_idx").on(t.userId),
  ],
);

export const characters = pgTable(
  "characters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    movieId: uuid("movie_id")
      .notNull()
      .references(() => movies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role"),
    description: text("description"),
    photoUrl: text("photo_url"),
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [index("characters_user_movie_idx").on(t.userId, t.movieId, t.name)],
);

export const categoryElements = pgTable(
  "category_elements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    movieId: uuid("movie_id")
      .notNull()
      .references(() => movies.id, { onDelete: "cascade" }),
    categoryType: text("category_type").notNull(),
    categoryGroup: text("category_group").notNull(),
    subComponentType: text("sub_component_type"),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    content: jsonb("content").$type<Record<string, unknown>>().notNull().default({}),
    isCompleted: boolean("is_completed").notNull().default(false),
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [index("category_elements_movie_idx").on(t.movieId, t.categoryGroup, t.categoryType)],
);

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
    createdAt: createdAt(),
  },
  (t) => [index("media_assets_user_idx").on(t.userId, t.createdAt.desc())],
);

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

export const movieStatuses = ["draft", "published", "archived"] as const;
