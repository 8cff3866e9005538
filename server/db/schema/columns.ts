import { customType, text, timestamp } from "drizzle-orm/pg-core";
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

// Binary data. postgres.js hands out a Buffer and PGlite a Uint8Array; both are Uint8Arrays, so
// callers see one type either way.
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value)),
});
