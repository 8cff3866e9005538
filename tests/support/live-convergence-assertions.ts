// What both live resilience tests assert once a convergence run is over: one text everywhere (the
// three clients, the server's materialised screenplay, the document rebuilt from the rows), no
// gap in the seqs, and every edit in the stored state, the acknowledged ones first.
import { expect } from "vitest";
import { LIVE_TEXT_NAME, type SavedClock } from "#contracts/live-protocol.ts";
import type { Database } from "#server/db/client.ts";
import { settle, type RunResult } from "./live-convergence-run.ts";
import type { Fetcher, LivePersonSession } from "./live-movie.ts";
import {
  acknowledgedEdits,
  missingEdits,
  readStoredRows,
  rebuildStoredDocument,
  seqProblems,
} from "./live-stored-document.ts";

export type ConvergenceFigures = {
  settledInMs: number;
  headSeq: number;
  snapshotSeq: number;
  edits: number;
  acknowledged: number;
  reconnects: number;
  length: number;
};

export async function assertConverged(options: {
  run: RunResult;
  movieId: string;
  owner: LivePersonSession;
  call: Fetcher;
  database: Database;
  log: string[];
  // Edits a server acknowledged before it was killed: checked on their own, by name.
  acknowledgedByKilled?: SavedClock[];
  // Leaves the clients connected, for a measurement after the checks.
  keepOpen?: boolean;
}): Promise<ConvergenceFigures> {
  const { run, movieId, database } = options;
  const stored = async () =>
    rebuildStoredDocument(await readStoredRows(database.db, movieId, database.kind));
  try {
    const { settledInMs } = await settle(run, async () => (await stored()).stateVector);

    const texts = run.lanes.map((lane) => lane.doc.getText(LIVE_TEXT_NAME).toString());
    expect(texts[1], "the first editor's text is the owner's").toBe(texts[0]);
    expect(texts[2], "the second editor's text is the owner's").toBe(texts[0]);

    const rows = await readStoredRows(database.db, movieId, database.kind);
    const rebuilt = rebuildStoredDocument(rows);
    expect(rebuilt.text, "the document rebuilt from the rows is the clients' text").toBe(texts[0]);
    expect(seqProblems(rows), "seqs after the snapshot").toEqual([]);

    const allEdits = run.lanes.flatMap((lane) => lane.edits);
    const saved = new Map<number, number>();
    for (const lane of run.lanes)
      for (const [clientId, clock] of lane.saved)
        saved.set(clientId, Math.max(saved.get(clientId) ?? 0, clock));
    const acknowledged = acknowledgedEdits(allEdits, saved);
    expect(
      missingEdits(acknowledged, rebuilt.stateVector),
      "acknowledged edits missing from the stored state",
    ).toEqual([]);
    if (options.acknowledgedByKilled)
      expect(
        missingEdits(options.acknowledgedByKilled, rebuilt.stateVector),
        "edits the killed server acknowledged, missing from the stored state",
      ).toEqual([]);
    expect(
      missingEdits(allEdits, rebuilt.stateVector),
      "edits missing from the stored state",
    ).toEqual([]);
    expect(run.refusals, "closes the server gave the clients").toEqual([]);
    const response = await options.call(`/api/movies/${movieId}/screenplay`, {
      token: options.owner.token,
    });
    expect(response.status).toBe(200);
    const { fountain } = (await response.json()) as { fountain: string };
    expect(fountain, "the server's screenplay is the clients' text").toBe(texts[0]);
    rebuilt.doc.destroy();

    const figures: ConvergenceFigures = {
      settledInMs,
      headSeq: rows.headSeq,
      snapshotSeq: rows.snapshot?.seq ?? 0,
      edits: allEdits.length,
      acknowledged: acknowledged.length,
      reconnects: run.reconnects,
      length: texts[0]?.length ?? 0,
    };
    // The snapshot moved on: compaction ran during the run.
    expect(figures.snapshotSeq, "compaction ran").toBeGreaterThan(0);
    console.log(`live convergence: ${JSON.stringify(figures)}`);
    return figures;
  } catch (error) {
    await Promise.all(run.lanes.map((lane) => lane.client?.close()));
    throw error;
  } finally {
    if (!options.keepOpen) await Promise.all(run.lanes.map((lane) => lane.client?.close()));
  }
}
