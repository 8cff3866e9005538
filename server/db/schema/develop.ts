import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { CommentMode } from "#contracts/share-comments.ts";
import { createdAt, owner, timestamps, updatedAt } from "./columns.ts";
import { movies } from "./movies.ts";

// Develop and share: the beat board, the screenplay document with its history, and share links.

const movieRef = () =>
  uuid("movie_id")
    .notNull()
    .references(() => movies.id, { onDelete: "cascade" });

export type StoredTitlePage = { entries: Array<{ key: string; values: string[] }> };
export type StoredBeat = { beatKey: string; sceneIds: string[] };

// Development cards (logline, theme, characters' want and need...), each a category element.
export const categoryElements = pgTable(
  "category_elements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    movieId: movieRef(),
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

// One board per movie: which captured scenes sit on which beat, in order.
export const beatBoards = pgTable("beat_boards", {
  movieId: movieRef().primaryKey(),
  userId: owner(),
  structure: text("structure").notNull(),
  beats: jsonb("beats").$type<StoredBeat[]>().notNull().default([]),
  version: integer("version").notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// One screenplay per movie. `fountain` is the body; `titlePage` is the title page form.
export const screenplays = pgTable("screenplays", {
  id: uuid("id").primaryKey().defaultRandom(),
  movieId: movieRef().unique(),
  userId: owner(),
  fountain: text("fountain").notNull().default(""),
  titlePage: jsonb("title_page").$type<StoredTitlePage>().notNull().default({ entries: [] }),
  version: integer("version").notNull().default(1),
  // Hash of what the last compile wrote: a different hash now means the writer edited it.
  compiledHash: text("compiled_hash"),
  lastCompiledAt: timestamp("last_compiled_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const screenplayVersions = pgTable(
  "screenplay_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    screenplayId: uuid("screenplay_id")
      .notNull()
      .references(() => screenplays.id, { onDelete: "cascade" }),
    userId: owner(),
    kind: text("kind").notNull(),
    name: text("name"),
    fountain: text("fountain").notNull(),
    titlePage: jsonb("title_page").$type<StoredTitlePage>().notNull().default({ entries: [] }),
    createdAt: createdAt(),
  },
  (t) => [index("screenplay_versions_screenplay_idx").on(t.screenplayId, t.createdAt.desc())],
);

export const shareLinks = pgTable(
  "share_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull().unique(),
    movieId: movieRef(),
    userId: owner(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // Who may comment through the link: links made before comments existed stay "off".
    comments: text("comments").$type<CommentMode>().notNull().default("off"),
    blockedNames: jsonb("blocked_names").$type<string[]>().notNull().default([]),
  },
  (t) => [index("share_links_movie_idx").on(t.movieId, t.createdAt.desc())],
);
