import { boolean, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, owner, updatedAt } from "./columns.ts";

// The co-writer's consent: one row per user, the latest answer wins; `host` is the model server
// the user agreed to send their movie's text to (a new host asks again).
export const cowriterConsents = pgTable("cowriter_consents", {
  userId: owner().primaryKey(),
  consentGiven: boolean("consent_given").notNull().default(false),
  host: text("host").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
