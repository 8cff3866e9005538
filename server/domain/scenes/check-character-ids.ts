import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { characters } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { isUuid } from "../shared/ids.ts";

// A scene may only name characters of its own movie (and so of its own user).
export async function checkCharacterIds(
  tx: DbOrTx,
  userId: string,
  movieId: string,
  characterIds: readonly string[],
): Promise<void> {
  if (characterIds.length === 0) return;
  const candidates = [...new Set(characterIds.filter(isUuid))];
  const found =
    candidates.length === 0
      ? []
      : await tx
          .select({ id: characters.id })
          .from(characters)
          .where(
            and(
              eq(characters.userId, userId),
              eq(characters.movieId, movieId),
              inArray(characters.id, candidates),
            ),
          );
  const known = new Set(found.map((r) => r.id.toLowerCase()));
  const unknown = characterIds.find((id) => !known.has(id.toLowerCase()));
  if (unknown !== undefined) {
    throw new AppError("validation_failed", `Unknown character id: ${unknown}`, {
      issues: [{ field: "characterIds", message: `Unknown character id: ${unknown}` }],
    });
  }
}
