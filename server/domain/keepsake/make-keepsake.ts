import crypto from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { KeepsakeWarning } from "#contracts/keepsake.ts";
import { storyOrder } from "#screenplay/compile/order-scenes.ts";
import type { LowResolutionPhoto } from "#screenplay/keepsake/book-types.ts";
import type { Db } from "#server/db/client.ts";
import { keepsakeBooks, movies, shareLinks } from "#server/db/schema/index.ts";
import { PermanentJobError, type JobHandler } from "#server/jobs/worker.ts";
import type { Logger } from "#server/logger.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { runInThread } from "#server/threads/thread-pool.ts";
import { documentOf } from "../screenplay/document-of.ts";
import { buildStoryInput } from "../screenplay/story-input.ts";
import { KEEPSAKE_JOB, keepsakeKey } from "./keepsake-keys.ts";
import { photosOf, preparePhotos } from "./prepare-photos.ts";

export type KeepsakeDeps = {
  db: Db;
  storage: MediaStorage;
  logger: Logger;
  baseUrl: string;
  // A folder of this server for the photos and the PDF while the book is made (DATA_DIR/tmp).
  scratchDir: string;
};

// Progress: preparing the photos is the first 40%, laying out the book the next 55%.
const PHOTOS_SHARE = 0.4;
const LAYOUT_SHARE = 0.55;

export function lowResolutionWarning(p: LowResolutionPhoto): KeepsakeWarning {
  const where = p.sceneId === "cover" ? "on the cover" : `in “${p.sceneTitle}”`;
  return {
    kind: "low_resolution",
    sceneId: p.sceneId,
    sceneTitle: p.sceneTitle,
    photo: p.photo,
    dpi: p.dpi,
    message: `“${p.photo}” ${where} prints at ${p.dpi} dpi, below the 300 dpi that prints sharp. It is in the book; it may look soft on paper. A larger copy of the photo prints sharper.`,
  };
}

// The job: gathers the movie, prepares its photos, lays the book out in a worker thread, keeps
// the PDF in storage and marks the book ready with what the person should know before printing.
export function makeKeepsakeJob(deps: KeepsakeDeps): JobHandler {
  return async (payload, attempt) => {
    const keepsakeId = typeof payload.keepsakeId === "string" ? payload.keepsakeId : "";
    const [row] = await deps.db
      .select()
      .from(keepsakeBooks)
      .where(eq(keepsakeBooks.id, keepsakeId));
    if (!row) throw new PermanentJobError("keepsake book not found (movie deleted?)");
    if (row.status === "ready") return;
    const [movie] = await deps.db.select().from(movies).where(eq(movies.id, row.movieId));
    if (!movie) throw new PermanentJobError("the movie of the book is gone");

    let reported = -1;
    const report = async (progress: number) => {
      if (progress - reported < 0.02 && progress < 1) return;
      reported = progress;
      await deps.db
        .update(keepsakeBooks)
        .set({ status: "working", progress: Math.min(1, progress) })
        .where(eq(keepsakeBooks.id, row.id));
    };
    await report(0);

    const scratch = path.join(deps.scratchDir, `keepsake-${row.id}-${crypto.randomUUID()}`);
    await fsp.mkdir(scratch, { recursive: true });
    const channel = new BroadcastChannel(`keepsake-progress-${row.id}`);
    try {
      const story = await buildStoryInput(deps.db, movie);
      const document = await documentOf(deps.db, movie);
      const scenes = storyOrder(story);
      const prepared = await preparePhotos(
        deps,
        { userId: row.userId, wanted: photosOf(scenes, movie.coverImage), scratchDir: scratch },
        (done, total) => report((done / total) * PHOTOS_SHARE),
      );
      const share = await liveShareUrl(deps, movie.id);
      channel.onmessage = (event: MessageEvent<{ done: number; total: number }>) => {
        const { done, total } = event.data;
        void report(PHOTOS_SHARE + (done / total) * LAYOUT_SHARE).catch(() => {});
      };
      const cover = movie.coverImage ? prepared.photos[movie.coverImage] : undefined;
      const author = story.movie.authorName;
      const outputFile = path.join(scratch, "book.pdf");
      const result = await runInThread(
        "keepsake.book",
        {
          book: {
            trim: row.trim,
            title: movie.title,
            ...(author ? { author } : {}),
            ...(row.dedication ? { dedication: row.dedication } : {}),
            ...(cover ? { cover } : {}),
            story,
            photos: prepared.photos,
            screenplay: document.source,
            ...(share ? { shareUrl: share } : {}),
          },
          outputFile,
          progressChannel: `keepsake-progress-${row.id}`,
        },
        { owner: row.userId },
      );
      channel.onmessage = null;
      const key = keepsakeKey(row.id);
      await deps.storage.writeFile(key, outputFile);
      const { size } = await fsp.stat(outputFile);
      const warnings = [...prepared.warnings, ...result.lowResolution.map(lowResolutionWarning)];
      const saved = await deps.db
        .update(keepsakeBooks)
        .set({
          status: "ready",
          progress: 1,
          objectKey: key,
          byteSize: size,
          pages: result.pages,
          warnings,
          error: null,
          completedAt: new Date(),
        })
        .where(eq(keepsakeBooks.id, row.id))
        .returning({ id: keepsakeBooks.id });
      // The movie was deleted while the book was being made: its row went with it, and so must
      // the file, or a deleted story would stay in storage.
      if (saved.length === 0) {
        await deps.storage.delete(key);
        return;
      }
      deps.logger.info(
        { keepsakeId: row.id, pages: result.pages, bytes: size },
        "keepsake book ready",
      );
    } catch (error) {
      const last = attempt.attempt >= attempt.maxAttempts;
      await deps.db
        .update(keepsakeBooks)
        .set(
          last
            ? { status: "failed", error: "The book could not be made. Please try again." }
            : { status: "queued", error: "The book did not finish; it is being made again." },
        )
        .where(eq(keepsakeBooks.id, row.id));
      throw error;
    } finally {
      channel.close();
      await fsp.rm(scratch, { recursive: true, force: true });
    }
  };
}

// The movie's newest share link that works now: the last page's QR code points at it.
async function liveShareUrl(deps: KeepsakeDeps, movieId: string): Promise<string | undefined> {
  const [link] = await deps.db
    .select({ token: shareLinks.token })
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.movieId, movieId),
        isNull(shareLinks.revokedAt),
        or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, new Date())),
      ),
    )
    .orderBy(desc(shareLinks.createdAt))
    .limit(1);
  return link ? `${deps.baseUrl}/s/${link.token}` : undefined;
}

export function keepsakeJobHandlers(deps: KeepsakeDeps): Record<string, JobHandler> {
  return { [KEEPSAKE_JOB]: makeKeepsakeJob(deps) };
}
