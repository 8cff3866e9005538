// `npm run migrate`: apply pending migrations and exit, for a deploy step that migrates before
// rolling out new servers. Servers also migrate at start-up under the same PostgreSQL advisory
// lock, so running this while servers start is safe: exactly one of them applies each migration.
import { openDatabase } from "../server/db/client.ts";
import { env } from "../server/env.ts";
import { logger } from "../server/logger.ts";

const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
logger.info(
  { database: database.kind, applied: database.migrationsApplied },
  database.migrationsApplied ? "migrations applied" : "database already up to date",
);
await database.close();
