import { and, eq, ilike, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import {
  accountExports,
  keepsakeBooks,
  consentChoices,
  contactMessages,
  guestLinks,
  jobs,
  mailOutbox,
  mediaAssets,
  rateLimit,
  recordings,
  user,
  verification,
} from "#server/db/schema/index.ts";
import { notifySessionsEnded } from "#server/domain/live/notify-sessions-ended.ts";
import { enqueueJob } from "#server/jobs/enqueue-job.ts";
import { PermanentJobError, type JobHandler } from "#server/jobs/worker.ts";
import { accountSubject } from "#server/limits/consume-limit.ts";
import type { Logger } from "#server/logger.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { accountDeletedMail } from "#server/mail/templates.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { DISCARD_UPLOAD_JOB } from "../media/discard-abandoned-upload.ts";
import { importFileKeys } from "../imports/import-file-keys.ts";
import { countOf } from "#contracts/plural.ts";

export const DELETE_FILES_JOB = "account.delete-files";

export type DeleteAccountDeps = {
  db: Db;
  storage: MediaStorage;
  mailer: Mailer;
  logger: Logger;
  baseUrl: string;
};

// Removes a person and everything of theirs: every row that names them in any table (most go
// by the foreign keys' cascade from `user`: sessions, accounts, movies, scenes, media rows,
// recordings, share links, exports...; the rest here: queued jobs about them, mail to them,
// password-reset tokens, rate-limit counts of their address, consent choices, contact
// messages), then the files (photos, videos, thumbnails, voice audio, export ZIPs, uploads not
// yet saved) on local disk or S3. Sessions and bearer tokens stop working with their rows, share
// links answer 404 with theirs. `notify` sends the last confirmation mail (not for guests).
export async function deleteAccount(
  deps: DeleteAccountDeps,
  userId: string,
  options: { notify: boolean },
): Promise<{ deleted: boolean; files: number }> {
  const { db } = deps;
  const [person] = await db
    .select({ email: user.email, isAnonymous: user.isAnonymous })
    .from(user)
    .where(eq(user.id, userId));
  if (!person) return { deleted: false, files: 0 };

  const keys = await db.transaction(async (tx) => {
    const media = await tx
      .select({ objectKey: mediaAssets.objectKey, thumbnailKey: mediaAssets.thumbnailKey })
      .from(mediaAssets)
      .where(eq(mediaAssets.userId, userId));
    const audio = await tx
      .select({ id: recordings.id, storageKey: recordings.storageKey })
      .from(recordings)
      .where(eq(recordings.userId, userId));
    const exports = await tx
      .select({ id: accountExports.id, objectKey: accountExports.objectKey })
      .from(accountExports)
      .where(eq(accountExports.userId, userId));
    const books = await tx
      .select({ id: keepsakeBooks.id, objectKey: keepsakeBooks.objectKey })
      .from(keepsakeBooks)
      .where(eq(keepsakeBooks.userId, userId));
    // Uploads that were sent but never saved: their discard jobs name the waiting key.
    const pendingUploads = await tx
      .select({ key: sql<string>`${jobs.payload}->>'key'` })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, DISCARD_UPLOAD_JOB),
          sql`${jobs.payload}->>'key' like ${`incoming/${userId}/%`}`,
        ),
      );
    // Archives being imported and the files taken out of them.
    const importKeys = await importFileKeys(tx, { userId });

    // Jobs about this person or their rows (transcriptions, exports, mail deliveries to them).
    const ids = [
      userId,
      ...audio.map((a) => a.id),
      ...exports.map((e) => e.id),
      ...books.map((b) => b.id),
    ];
    await tx.delete(jobs).where(
      or(
        sql`${jobs.payload}::text like any (array[${sql.join(
          ids.map((id) => sql`${`%${id}%`}`),
          sql`, `,
        )}])`,
        and(
          eq(jobs.kind, "mail.deliver"),
          sql`lower(${jobs.payload}->>'to') = lower(${person.email})`,
        ),
      ),
    );
    await tx.delete(mailOutbox).where(sameAddress(mailOutbox.to, person.email));
    await tx
      .delete(verification)
      .where(
        or(
          eq(verification.value, userId),
          ilike(verification.identifier, `%${likeLiteral(person.email)}%`),
        ),
      );
    await tx
      .delete(rateLimit)
      .where(sql`${rateLimit.key} like ${`%:${accountSubject(person.email)}`}`);
    await tx.delete(consentChoices).where(eq(consentChoices.userId, userId));
    await tx.delete(contactMessages).where(sameAddress(contactMessages.email, person.email));
    await tx.delete(guestLinks).where(eq(guestLinks.anonymousUserId, userId));
    await tx.delete(user).where(eq(user.id, userId));
    // Their sessions went with the row: their live sockets close now.
    await notifySessionsEnded(tx);

    return [
      ...media.flatMap((m) => [m.objectKey, m.thumbnailKey]),
      ...audio.map((a) => a.storageKey),
      ...exports.map((e) => e.objectKey),
      ...books.map((b) => b.objectKey),
      ...pendingUploads.map((p) => p.key),
      ...importKeys,
    ].filter((k): k is string => Boolean(k));
  });

  const failed = await deleteFiles(deps.storage, keys);
  if (failed.length > 0) {
    // Tried again by the worker until the storage answers; the keys name no user.
    await enqueueJob(db, { kind: DELETE_FILES_JOB, payload: { keys: failed }, maxAttempts: 10 });
    deps.logger.warn({ files: failed.length }, "account deleted; some files will be deleted later");
  }
  if (options.notify && !person.isAnonymous) {
    await deps.mailer.send({ to: person.email, ...accountDeletedMail(deps.baseUrl) });
  }
  return { deleted: true, files: keys.length };
}

// An address compared as mail servers do for the local part we send to: case aside.
const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = lower(${email})`;

// `_` and `%` in an address are literal characters, not LIKE wildcards.
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function deleteFiles(storage: MediaStorage, keys: string[]): Promise<string[]> {
  const failed: string[] = [];
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch {
      failed.push(key);
    }
  }
  return failed;
}

export function deleteFilesJob(storage: MediaStorage): JobHandler {
  return async (payload) => {
    const keys = Array.isArray(payload.keys)
      ? payload.keys.filter((k) => typeof k === "string")
      : [];
    if (keys.length === 0) throw new PermanentJobError("no keys");
    const failed = await deleteFiles(storage, keys);
    if (failed.length > 0)
      throw new Error(`${countOf(failed.length, "file", "files")} could not be deleted yet`);
  };
}
