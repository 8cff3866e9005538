import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { SceneCreate } from "#contracts/scene.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { movies } from "#server/db/schema/index.ts";

// A movie an import fills with photos should look like it: its first imported photo becomes the
// cover when the movie has none (a movie made by the import starts with none), in the
// transaction that makes the scene. A cover the person chose is never replaced; the version goes
// up, so an edit of the movie made before it answers 409 rather than clearing the cover unseen.
export async function coverMovieWithPhoto(tx: DbOrTx, scene: SceneCreate): Promise<void> {
  const photo = scene.elements.find((e) => e.elementType === "image");
  if (photo?.elementType !== "image") return;
  await tx
    .update(movies)
    .set({
      coverImage: photo.content.imageUrl,
      version: sql`${movies.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(movies.id, scene.movieId), or(isNull(movies.coverImage), eq(movies.coverImage, ""))),
    );
}
