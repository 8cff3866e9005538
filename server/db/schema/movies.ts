import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { owner, timestamps } from "./columns.ts";

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
