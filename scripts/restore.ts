// `npm run restore <archive>`: brings a backup of `npm run backup` back into an empty DATA_DIR.
import path from "node:path";
import { restoreBackup } from "../server/backup/backup-archive.ts";
import { readServerLock } from "../server/backup/server-lock.ts";
import { env } from "../server/env.ts";

const archive = process.argv[2];
if (!archive) {
  console.error(
    "Usage: npm run restore <archive.zip> (into an empty DATA_DIR, the server stopped)",
  );
  process.exit(1);
}
if (readServerLock(env.dataDir)) {
  console.error(`A server is running on ${env.dataDir}: stop it first.`);
  process.exit(1);
}
try {
  const manifest = await restoreBackup({ archive: path.resolve(archive), dataDir: env.dataDir });
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${env.dataDir}: the database and ${manifest.mediaFiles} media files. Start the server with npm start.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
