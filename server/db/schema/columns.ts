import { text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

// Column builders every table shares; functions, so each table gets its own builder instance.

// The owning user: rows go with their user.
export const owner = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
