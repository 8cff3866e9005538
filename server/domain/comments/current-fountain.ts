import type { DbOrTx } from "#server/db/client.ts";
import { findScreenplay } from "../screenplay/find-screenplay.ts";

// The Fountain text comments are anchored to: the movie's stored screenplay as the writer's
// editor has it ("" before the first compile, as the editor shows it).
export async function currentFountain(db: DbOrTx, movieId: string): Promise<string> {
  return (await findScreenplay(db, movieId))?.fountain ?? "";
}
