import type { EmotionPoint } from "#contracts/emotion-arc.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { storyOrder } from "../screenplay/engine.ts";
import { buildStoryInput } from "../screenplay/story-input.ts";
import { emotionArc } from "./emotion-arc.ts";

// The movie's emotion arc, in the order its screenplay tells the scenes (the beat board's, then
// by date), read from the same story the compiler reads.
export async function getEmotionArc(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<EmotionPoint[]> {
  const { movie } = await movieAccess(db, userId, movieId, "read");
  const story = await buildStoryInput(db, movie);
  return emotionArc(storyOrder(story));
}
