import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, owner } from "./columns.ts";

// "Download my data": one row per export a person asked for; the ZIP itself lives in storage
// under `objectKey` until `expiresAt` (a job deletes it then).
export const accountExports = pgTable(
  "account_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    status: text("status")
      .$type<"queued" | "running" | "done" | "failed">()
      .notNull()
      .default("queued"),
    objectKey: text("object_key"),
    byteSize: bigint("byte_size", { mode: "number" }),
    error: text("error"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [index("account_exports_user_idx").on(t.userId, t.createdAt.desc())],
);
