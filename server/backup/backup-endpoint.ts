import crypto from "node:crypto";
import type { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import type { Database } from "../db/client.ts";

export const BACKUP_ENDPOINT = "/internal/backup/database";

// How `npm run backup` gets a consistent copy of the PGlite database from the running server
// that owns it: the server's own dump, asked for with the token of DATA_DIR/server.json (which
// only someone who can read DATA_DIR knows). Not part of the public API.
export function mountBackupEndpoint(app: Hono<AppEnv>, database: Database, token: string): void {
  const dump = database.dumpDataDir;
  if (!dump) return;
  app.post(BACKUP_ENDPOINT, async (c) => {
    const given = Buffer.from(c.req.header("x-backup-token") ?? "");
    const expected = Buffer.from(token);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      return c.text("Not found", 404);
    }
    const blob = await dump();
    return c.body(blob.stream(), 200, { "Content-Type": "application/gzip" });
  });
}
