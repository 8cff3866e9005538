import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import yazl from "yazl";
import type { Db } from "#server/db/client.ts";
import { accountExports, user } from "#server/db/schema/index.ts";
import { enqueueJob } from "#server/jobs/enqueue-job.ts";
import { PermanentJobError, type JobHandler } from "#server/jobs/worker.ts";
import type { Logger } from "#server/logger.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { exportReadyMail } from "#server/mail/templates.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { screenplayFile } from "../screenplay/screenplay-files.ts";
import { collectUserData } from "./collect-user-data.ts";
import { exportDownloadPage, exportKey, EXPORT_VALID_MS } from "./export-keys.ts";
import { json, mediaPath, movieFolder, readme, versionPath } from "./export-layout.ts";

export const EXPORT_JOB = "account.export";
export const EXPORT_EXPIRE_JOB = "account.export-expire";

export type ExportDeps = {
  db: Db;
  storage: MediaStorage;
  mailer: Mailer;
  logger: Logger;
  baseUrl: string;
  // A folder of this server for the ZIP while it is written (DATA_DIR/tmp).
  scratchDir: string;
};

// Writes the ZIP of everything `userId` has into `file`, streaming: media are read from storage
// one at a time as the archive reaches them, so memory stays flat however many videos there are.
export async function writeExportZip(
  deps: Pick<ExportDeps, "db" | "storage">,
  userId: string,
  file: string,
): Promise<void> {
  const { db, storage } = deps;
  const data = await collectUserData(db, userId);
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, fs.createWriteStream(file, { flags: "wx" }));
  const now = new Date();

  zip.addBuffer(json({ ...data.account, ...data.records }), "account.json", { mtime: now });
  zip.addBuffer(json({ imports: data.imports, imported: data.imported }), "imports.json", {
    mtime: now,
  });
  zip.addBuffer(json({ interviews: data.interviews }), "interviews.json", { mtime: now });
  for (const [index, movie] of data.movies.entries()) {
    const folder = movieFolder(index, movie.title);
    const ofMovie = <T extends { movieId: string }>(rows: T[]) =>
      rows.filter((r) => r.movieId === movie.id);
    zip.addBuffer(json(movie), `${folder}/movie.json`, { mtime: movie.updatedAt });
    zip.addBuffer(json(ofMovie(data.scenes)), `${folder}/scenes.json`, { mtime: now });
    zip.addBuffer(json(ofMovie(data.characters)), `${folder}/characters.json`, { mtime: now });
    zip.addBuffer(json(ofMovie(data.developmentCards)), `${folder}/development-cards.json`, {
      mtime: now,
    });
    zip.addBuffer(json(ofMovie(data.beatBoards)[0] ?? null), `${folder}/beat-board.json`, {
      mtime: now,
    });
    zip.addBuffer(json(ofMovie(data.shareLinks)), `${folder}/share-links.json`, { mtime: now });
    zip.addBuffer(json(ofMovie(data.comments)), `${folder}/comments.json`, { mtime: now });
    const screenplay = ofMovie(data.screenplays)[0];
    if (!screenplay) continue;
    zip.addBuffer(json(screenplay), `${folder}/screenplay/screenplay.json`, {
      mtime: screenplay.updatedAt,
    });
    for (const format of ["pdf", "fountain", "fdx"] as const) {
      const rendered = await screenplayFile(db, userId, movie.id, format, {});
      const bytes =
        typeof rendered.bytes === "string" ? Buffer.from(rendered.bytes) : Buffer.from(rendered.bytes);
      zip.addBuffer(bytes, `${folder}/screenplay/${rendered.filename}`, {
        mtime: screenplay.updatedAt,
        compress: format !== "pdf",
      });
    }
    // A script in production: its lock (where each page starts, each scene's number) and its
    // coloured revisions, each pointing at the saved version it started from.
    const lock = data.screenplayLocks.find((l) => l.screenplayId === screenplay.id) ?? null;
    const revisions = data.screenplayRevisions.filter((r) => r.screenplayId === screenplay.id);
    if (lock || revisions.length > 0) {
      zip.addBuffer(json({ lock, revisions }), `${folder}/screenplay/production.json`, {
        mtime: now,
      });
    }
    const versions = data.screenplayVersions.filter((v) => v.screenplayId === screenplay.id);
    for (const [i, version] of versions.entries()) {
      zip.addBuffer(json(version), versionPath(folder, i, version.kind, version.createdAt), {
        mtime: version.createdAt,
      });
    }
  }

  const missing: string[] = [];
  for (const asset of data.media) {
    const name = mediaPath(asset.objectId, asset.filename);
    const stat = await storage.stat(asset.objectKey);
    if (!stat) {
      missing.push(name);
      continue;
    }
    // Photos and videos are compressed already: stored as they are, read when the ZIP gets there.
    zip.addReadStreamLazy(
      name,
      { mtime: asset.createdAt, size: stat.size, compress: false },
      (done) => {
        storage.readStream(asset.objectKey).then(
          (stream) => done(null, stream),
          (error: unknown) => done(error, undefined as never),
        );
      },
    );
  }
  zip.addBuffer(json(data.transcriptions), "voice/transcriptions.json", { mtime: now });
  zip.addBuffer(
    json(data.recordings.map(({ storageKey: _key, ...rest }) => rest)),
    "voice/recordings.json",
    { mtime: now },
  );
  zip.addBuffer(
    json({
      scenes: data.sceneDrafts,
      actionSheet: data.actionSheetDrafts,
      voiceConsent: data.voiceConsents,
      offlineCache: data.offlineCache,
    }),
    "drafts.json",
    { mtime: now },
  );
  zip.addBuffer(Buffer.from(readme(data, now, missing)), "README.txt", { mtime: now });
  zip.end();
  await written;
}

// The job: builds the ZIP into the scratch folder, puts it in storage (shared by every server),
// marks the export done for 24 hours, schedules its deletion and mails the link.
export function buildExportJob(deps: ExportDeps): JobHandler {
  return async (payload, attempt) => {
    const exportId = typeof payload.exportId === "string" ? payload.exportId : "";
    const [row] = await deps.db
      .select()
      .from(accountExports)
      .where(eq(accountExports.id, exportId));
    // Gone with its account, or already finished by an earlier attempt.
    if (!row) throw new PermanentJobError("export not found (account deleted?)");
    if (row.status === "done") return;
    await deps.db
      .update(accountExports)
      .set({ status: "running" })
      .where(eq(accountExports.id, row.id));

    await fsp.mkdir(deps.scratchDir, { recursive: true });
    const file = path.join(deps.scratchDir, `export-${row.id}-${crypto.randomUUID()}.zip`);
    try {
      await writeExportZip(deps, row.userId, file);
      const key = exportKey(row.id);
      await deps.storage.writeFile(key, file);
      const { size } = await fsp.stat(file);
      const completedAt = new Date();
      const expiresAt = new Date(completedAt.getTime() + EXPORT_VALID_MS);
      const finished = await deps.db.transaction(async (tx) => {
        const updated = await tx
          .update(accountExports)
          .set({ status: "done", objectKey: key, byteSize: size, completedAt, expiresAt, error: null })
          .where(eq(accountExports.id, row.id))
          .returning({ id: accountExports.id });
        if (updated.length === 0) return false; // the account was deleted meanwhile
        await enqueueJob(tx, {
          kind: EXPORT_EXPIRE_JOB,
          payload: { exportId: row.id, key },
          runAt: expiresAt,
        });
        return true;
      });
      if (!finished) {
        await deps.storage.delete(key);
        return;
      }
      const [owner] = await collectOwnerEmail(deps.db, row.userId);
      if (owner) {
        await deps.mailer.send({
          to: owner.email,
          ...exportReadyMail(exportDownloadPage(deps.baseUrl, row.id)),
        });
      }
      deps.logger.info({ exportId: row.id, bytes: size }, "account export ready");
    } catch (error) {
      const last = attempt.attempt >= attempt.maxAttempts;
      await deps.db
        .update(accountExports)
        .set(
          last
            ? { status: "failed", error: "The export could not be made. Please ask again." }
            : { status: "queued", error: "The export did not finish; it is being tried again." },
        )
        .where(eq(accountExports.id, row.id));
      throw error;
    } finally {
      await fsp.rm(file, { force: true });
    }
  };
}

const collectOwnerEmail = (db: Db, userId: string) =>
  db.select({ email: user.email }).from(user).where(eq(user.id, userId));

// At 24 hours the ZIP is deleted; the row stays (status expired) so the link says why it is dead.
export function expireExportJob(deps: Pick<ExportDeps, "db" | "storage">): JobHandler {
  return async (payload) => {
    const key = typeof payload.key === "string" ? payload.key : "";
    if (!/^exports\/[0-9a-f-]{36}\.zip$/.test(key)) throw new PermanentJobError("not an export key");
    await deps.storage.delete(key);
    if (typeof payload.exportId === "string") {
      await deps.db
        .update(accountExports)
        .set({ objectKey: null })
        .where(eq(accountExports.id, payload.exportId));
    }
  };
}

export function exportJobHandlers(deps: ExportDeps): Record<string, JobHandler> {
  return { [EXPORT_JOB]: buildExportJob(deps), [EXPORT_EXPIRE_JOB]: expireExportJob(deps) };
}
