import { bigint, boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    clientAddress: text("client_address"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc())],
);

// One row per device: the visitor's latest consent choice.
export const consentChoices = pgTable("consent_choices", {
  deviceId: text("device_id").primaryKey(),
  analytics: boolean("analytics").notNull(),
  advertising: boolean("advertising").notNull(),
  timestamp: bigint("timestamp", { mode: "number" }).notNull(),
  userId: text("user_id"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const notFoundEvents = pgTable(
  "not_found_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    path: text("path").notNull(),
    referrer: text("referrer"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("not_found_events_created_idx").on(t.createdAt.desc())],
);
