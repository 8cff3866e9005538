// What the convergence tests check against the database: the live document rebuilt straight from
// its rows (the snapshot, then every update after it in seq order), the seqs' continuity, and
// that every edit a client was told is saved is in the stored state.
import { asc, eq } from "drizzle-orm";
import * as Y from "yjs";
import { LIVE_TEXT_NAME, type SavedClock } from "#contracts/live-protocol.ts";
import type { Db } from "#server/db/client.ts";
import { liveDocuments, liveSnapshots, liveUpdates } from "#server/db/schema/index.ts";

export type StoredRows = {
  headSeq: number;
  snapshot: { seq: number; state: Uint8Array } | null;
  updates: { seq: number; update: Uint8Array }[];
};

// The head, the snapshot and the updates in one transaction (repeatable read on PostgreSQL), so a
// compaction running meanwhile cannot show a snapshot without the updates after it.
export async function readStoredRows(
  db: Db,
  movieId: string,
  kind: "pglite" | "postgres",
): Promise<StoredRows> {
  return db.transaction(
    async (tx) => {
      const [head] = await tx
        .select({ headSeq: liveDocuments.headSeq })
        .from(liveDocuments)
        .where(eq(liveDocuments.movieId, movieId));
      if (!head) throw new Error(`movie ${movieId} has no live document`);
      const [snapshot] = await tx
        .select({ seq: liveSnapshots.seq, state: liveSnapshots.state })
        .from(liveSnapshots)
        .where(eq(liveSnapshots.movieId, movieId));
      const updates = await tx
        .select({ seq: liveUpdates.seq, update: liveUpdates.update })
        .from(liveUpdates)
        .where(eq(liveUpdates.movieId, movieId))
        .orderBy(asc(liveUpdates.seq));
      return { headSeq: head.headSeq, snapshot: snapshot ?? null, updates };
    },
    kind === "postgres"
      ? { isolationLevel: "repeatable read", accessMode: "read only" }
      : undefined,
  );
}

export type StoredDocument = { text: string; stateVector: Map<number, number>; doc: Y.Doc };

export function rebuildStoredDocument(rows: StoredRows): StoredDocument {
  const doc = new Y.Doc();
  if (rows.snapshot) Y.applyUpdate(doc, rows.snapshot.state);
  const after = rows.snapshot?.seq ?? 0;
  for (const { seq, update } of [...rows.updates].sort((a, b) => a.seq - b.seq)) {
    if (seq > after) Y.applyUpdate(doc, update);
  }
  return {
    text: doc.getText(LIVE_TEXT_NAME).toString(),
    stateVector: Y.decodeStateVector(Y.encodeStateVector(doc)),
    doc,
  };
}

// The problems with the seqs after the snapshot: each seq from snapshot + 1 to the head must be
// there exactly once. An empty list means none.
export function seqProblems(rows: StoredRows): string[] {
  const after = rows.snapshot?.seq ?? 0;
  const problems: string[] = [];
  if (after > rows.headSeq)
    problems.push(`the snapshot is at seq ${after}, past the head ${rows.headSeq}`);
  const seen = new Set<number>();
  for (const { seq } of rows.updates) {
    if (seq <= after) continue; // compacted into the snapshot, not yet deleted
    if (seen.has(seq)) problems.push(`seq ${seq} twice`);
    seen.add(seq);
    if (seq > rows.headSeq) problems.push(`seq ${seq} past the head ${rows.headSeq}`);
  }
  const missing: number[] = [];
  for (let seq = after + 1; seq <= rows.headSeq; seq++) if (!seen.has(seq)) missing.push(seq);
  if (missing.length > 0)
    problems.push(
      `seq missing: ${missing.slice(0, 20).join(", ")}${missing.length > 20 ? ` … (${missing.length} in all)` : ""}`,
    );
  return problems;
}

// Saved clocks as the server reports them: the highest per Yjs client id wins.
export function recordSaved(saved: Map<number, number>, clocks: SavedClock[]): void {
  for (const { clientId, clock } of clocks)
    saved.set(clientId, Math.max(saved.get(clientId) ?? 0, clock));
}

// The edits (client id, clock after the edit) the given state vector does not hold.
export function missingEdits(
  edits: Iterable<SavedClock>,
  stateVector: Map<number, number>,
): SavedClock[] {
  return [...edits].filter(({ clientId, clock }) => (stateVector.get(clientId) ?? 0) < clock);
}

// The edits a client was told are saved: those at or below its saved clock.
export function acknowledgedEdits(
  edits: Iterable<SavedClock>,
  saved: Map<number, number>,
): SavedClock[] {
  return [...edits].filter(({ clientId, clock }) => (saved.get(clientId) ?? 0) >= clock);
}
