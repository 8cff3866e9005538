import type { DbOrTx } from "#server/db/client.ts";

// Turns a movie's screenplay into a live document, seeded once with its Fountain text. The
// live branch builds it; until then sharing a movie leaves its screenplay on autosave.
export async function makeLive(_tx: DbOrTx, _movieId: string): Promise<void> {}
