import type { QueryClient } from "@tanstack/react-query";
import type { Scene } from "@contracts/scene.ts";
import type { Screenplay } from "@contracts/screenplay.ts";
import { api } from "~/lib/api-client";
import type { Engine } from "./engine";
import type { OutboxEntry } from "./outbox";
import { fetchCurrent } from "./send";
import type { ConflictChoice } from "./sync-status";

// A write whose base version is stale (409) is never dropped: it is merged with the server's
// current record and sent again, or, for screenplay edits of the same lines, kept until the
// writer chooses ("Keep mine", "Keep theirs", "Keep both as versions").

type ScreenplayEntry = Extract<OutboxEntry, { kind: "screenplay.save" }>;

export async function resolveStale(
  engine: Engine,
  entry: OutboxEntry,
  queryClient: QueryClient,
): Promise<OutboxEntry | null> {
  void queryClient;
  const current = await fetchCurrent(entry);
  if (!current) return null;
  if (entry.kind === "scene.update") {
    const theirs = current as Scene;
    const next: OutboxEntry = {
      ...entry,
      baseVersion: theirs.version,
      base: theirs,
      rev: entry.rev + 1,
    };
    await engine.store([next]);
    return next;
  }
  if (entry.kind === "screenplay.save") {
    const theirs = current as Screenplay;
    // The same text already there (a save whose answer was lost): nothing left to send.
    if (theirs.fountain === entry.body.fountain) {
      await engine.landed(entry, theirs);
      return null;
    }
    const unchangedThere = entry.baseFountain !== null && theirs.fountain === entry.baseFountain;
    const next: ScreenplayEntry = unchangedThere
      ? { ...entry, baseVersion: theirs.version, rev: entry.rev + 1 }
      : {
          ...entry,
          conflict: true,
          theirs: { fountain: theirs.fountain, version: theirs.version, savedAt: theirs.updatedAt },
          rev: entry.rev + 1,
        };
    await engine.store([next]);
    return next.conflict ? null : next;
  }
  return null;
}

const put = (movieId: string, body: { fountain: string; version: number; name?: string }) =>
  api.put<Screenplay>(`/api/movies/${movieId}/screenplay`, body);

// Nothing is lost in any choice: the text not kept as the current one stays in the history.
export async function settleConflict(
  engine: Engine,
  id: string,
  choice: ConflictChoice,
): Promise<void> {
  const entry = engine.find(id);
  if (!entry || entry.kind !== "screenplay.save" || !entry.conflict) return;
  const current = (await fetchCurrent(entry)) as Screenplay;
  const mine = entry.body.fountain;
  const movieId = entry.recordId;
  let result: Screenplay;
  if (choice === "mine") {
    result = await put(movieId, { fountain: mine, version: current.version });
  } else if (choice === "theirs") {
    const kept = await put(movieId, {
      fountain: mine,
      version: current.version,
      name: "My offline edit",
    });
    result = await put(movieId, { fountain: current.fountain, version: kept.version });
    // The editor still holds my text: its next save must meet the server's as a conflict.
    await engine.landed(entry, result, false);
    return;
  } else {
    const theirs = await put(movieId, {
      fountain: current.fountain,
      version: current.version,
      name: "Their edit",
    });
    result = await put(movieId, {
      fountain: mine,
      version: theirs.version,
      name: "My offline edit",
    });
  }
  await engine.landed(entry, result);
}
