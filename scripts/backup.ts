// `npm run backup [folder]`: one dated ZIP (default folder ./backups) with a consistent copy of
// the embedded database and every media file of DATA_DIR. With a server running on DATA_DIR the
// database copy is asked from it (it owns the PGlite folder); otherwise the folder is opened here.
// PostgreSQL and S3 have their own tools: see README, "Backups".
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { BACKUP_ENDPOINT } from "../server/backup/backup-endpoint.ts";
import { backupFileName, writeBackup } from "../server/backup/backup-archive.ts";
import { readServerLock } from "../server/backup/server-lock.ts";
import { env } from "../server/env.ts";

if (env.DATABASE_URL) {
  console.error(
    "DATABASE_URL is set: back up PostgreSQL with pg_dump (README, Backups). npm run backup copies the embedded database only.",
  );
  process.exit(1);
}
const outDir = path.resolve(process.argv[2] ?? "backups");
const outFile = path.join(outDir, backupFileName(new Date()));
const running = readServerLock(env.dataDir);

async function dumpDatabase(): Promise<Blob> {
  if (running) {
    const response = await fetch(`${running.url}${BACKUP_ENDPOINT}`, {
      method: "POST",
      headers: { "x-backup-token": running.token },
    });
    if (!response.ok) throw new Error(`the running server refused the backup (${response.status})`);
    return response.blob();
  }
  const db = await PGlite.create(path.join(env.dataDir, "pglite"));
  try {
    return await db.dumpDataDir("gzip");
  } finally {
    await db.close();
  }
}

const manifest = await writeBackup({ dataDir: env.dataDir, outFile, dumpDatabase });
console.log(
  `Backup written to ${outFile}: the database${running ? " (from the running server)" : ""} and ${manifest.mediaFiles} media files (${(manifest.mediaBytes / 1048576).toFixed(1)} MB).${env.s3 ? " Media in S3 are not included: use bucket versioning (README, Backups)." : ""}`,
);
