import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { DEFAULT_COMMENT_MODE } from "#contracts/share-comments.ts";
import type { ShareLink, ShareLinkCreate } from "#contracts/share-link.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { shareLinks } from "#server/db/schema/index.ts";
import { assertPlanFeature } from "../billing/assert-plan-feature.ts";
import { AppError } from "#server/errors.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { toShareLinkDto } from "./share-link-dto.ts";

export type CreateShareLinkResult = { link: ShareLink; created: boolean };

// 32 random bytes (256 bits), base64url: 43 characters nobody guesses or enumerates.
export function newShareToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export async function createShareLink(
  db: DbOrTx,
  userId: string,
  movieId: string,
  input: ShareLinkCreate,
  baseUrl: string,
  plan: { limitsOn: boolean } = { limitsOn: false },
): Promise<CreateShareLinkResult> {
  await movieAccess(db, userId, movieId, "own");
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) {
    throw new AppError("validation_failed", "expiresAt: expiresAt must be in the future");
  }
  if (input.id) {
    const existing = await existingLink(db, userId, movieId, input.id, baseUrl);
    if (existing) return existing;
  }
  // After the retry check: a retry of a link made while on Pro gets that link back.
  if (expiresAt) {
    await assertPlanFeature(db, {
      limitsOn: plan.limitsOn,
      userId,
      feature: "expiringShareLinks",
    });
  }
  const [row] = await db
    .insert(shareLinks)
    .values({
      ...(input.id ? { id: input.id } : {}),
      token: newShareToken(),
      movieId,
      userId,
      expiresAt,
      comments: input.comments ?? DEFAULT_COMMENT_MODE,
    })
    // A retry sent while the first try runs: the first one's link answers both.
    .onConflictDoNothing({ target: shareLinks.id })
    .returning();
  if (row) return { link: toShareLinkDto(row, baseUrl), created: true };
  const raced = input.id ? await existingLink(db, userId, movieId, input.id, baseUrl) : undefined;
  if (!raced) throw new Error("share link insert returned no row");
  return raced;
}

async function existingLink(
  db: DbOrTx,
  userId: string,
  movieId: string,
  id: string,
  baseUrl: string,
): Promise<CreateShareLinkResult | undefined> {
  const [existing] = await db.select().from(shareLinks).where(eq(shareLinks.id, id));
  if (!existing) return undefined;
  if (existing.userId !== userId || existing.movieId !== movieId.toLowerCase())
    throw AppError.conflict("A share link with this id already exists");
  return { link: toShareLinkDto(existing, baseUrl), created: false };
}
