import type { Character } from "#contracts/character.ts";
import type { Movie } from "#contracts/movie.ts";
import type { Scene } from "#contracts/scene.ts";
import type { Screenplay } from "#contracts/screenplay.ts";
import type { Interview } from "#contracts/interview-session.ts";
import { apiClient, data } from "#app/lib/api-client";
import { keepUnsentAnswer } from "#app/lib/interview-drafts";
import type { Engine } from "./engine";
import { mergeScreenplayText } from "./merge/merge-screenplay-text";
import { planConflictResolution } from "./merge/plan-conflict-resolution";
import { isRecordUpdate, type OutboxEntry, type RecordUpdateEntry } from "./outbox";
import { mergeUpdate, rebasedUpdate } from "./record-conflicts";
import { fetchCurrent } from "./send";
import type { ConflictChoice } from "./sync-status";

// A write whose base version is stale (409) is never dropped (decision 0032 and its successor):
// it is merged with the server's current record and sent again, or, when both edits changed the
// same field of a scene, a movie or a character, or the same lines of a screenplay, kept until
// the person chooses (mine, theirs, both). Nothing is put aside where no screen shows it.

type ScreenplayEntry = Extract<OutboxEntry, { kind: "screenplay.save" }>;
type AnswerEntry = Extract<OutboxEntry, { kind: "interview.answer" }>;
type OrderEntry = Extract<OutboxEntry, { kind: "scenes.reorder" }>;
type AnyRecord = Movie | Scene | Character;

async function mergeRecord(engine: Engine, entry: RecordUpdateEntry, theirs: AnyRecord) {
  const { body, conflicts } = mergeUpdate(entry, theirs);
  if (conflicts.length > 0) {
    // The person's version stays on screen; the dialog and the card say another one waits.
    await engine.store([{ ...entry, conflict: true, theirs, rev: entry.rev + 1 } as OutboxEntry]);
    return null;
  }
  const next = rebasedUpdate(entry, theirs, body);
  if (!next) {
    await engine.landed(entry, theirs);
    return null;
  }
  await engine.store([next]);
  return next;
}

async function mergeScreenplay(engine: Engine, entry: ScreenplayEntry, theirs: Screenplay) {
  const mine = entry.body.fountain;
  // A save whose answer was lost: the server already has this text.
  if (theirs.fountain === mine) {
    await engine.landed(entry, theirs);
    return null;
  }
  const merge =
    entry.baseFountain === null
      ? null
      : mergeScreenplayText(entry.baseFountain, mine, theirs.fountain);
  const next: ScreenplayEntry =
    merge?.status === "merged"
      ? {
          ...entry,
          baseVersion: theirs.version,
          baseFountain: theirs.fountain,
          body: { ...entry.body, fountain: merge.text },
          merged: true,
          rev: entry.rev + 1,
        }
      : {
          ...entry,
          conflict: true,
          theirs: { fountain: theirs.fountain, version: theirs.version, savedAt: theirs.updatedAt },
          rev: entry.rev + 1,
        };
  await engine.store([next]);
  return next.conflict ? null : next;
}

// The person's order of the scenes the movie still has, then the scenes added elsewhere.
export function rebasedOrder(mine: readonly string[], theirs: readonly Scene[]): string[] {
  const present = new Set(theirs.map((s) => s.id));
  const kept = mine.filter((id) => present.has(id));
  return [...kept, ...theirs.map((s) => s.id).filter((id) => !kept.includes(id))];
}

async function mergeOrder(engine: Engine, entry: OrderEntry, theirs: Scene[]) {
  const sceneIds = rebasedOrder(entry.body.sceneIds, theirs);
  const sameAsServer = sceneIds.every((id, n) => theirs[n]?.id === id);
  if (sameAsServer && sceneIds.length === theirs.length) {
    await engine.landed(entry, theirs);
    return null;
  }
  const next: OrderEntry = { ...entry, body: { sceneIds }, rev: entry.rev + 1 };
  await engine.store([next]);
  return next;
}

export async function resolveStale(
  engine: Engine,
  entry: OutboxEntry,
): Promise<OutboxEntry | null> {
  const current = await fetchCurrent(entry);
  // The record is gone on the server: the entry stays (with its error) rather than vanish.
  if (!current) return null;
  if (isRecordUpdate(entry)) return mergeRecord(engine, entry, current as AnyRecord);
  if (entry.kind === "scenes.reorder") return mergeOrder(engine, entry, current as Scene[]);
  if (entry.kind === "screenplay.save")
    return mergeScreenplay(engine, entry, current as Screenplay);
  if (entry.kind === "interview.answer") return settleAnswer(engine, entry, current as Interview);
  return null;
}

// An answer to a question answered or skipped on another device before it arrived. The server
// holding these very words is the answer landed; otherwise the words go back into the interview's
// answer box on this device (the screen brings them to the question waiting and says which one
// they were written for), where the person sees them, and the entry is done.
async function settleAnswer(engine: Engine, entry: AnswerEntry, interview: Interview) {
  const turn = interview.turns.find((t) => t.id === entry.body.turnId);
  const held =
    turn?.status === "answered" && (turn.answer ?? "").trim() === entry.body.answer.trim();
  if (!held) {
    keepUnsentAnswer({
      interviewId: entry.body.interviewId,
      turnId: entry.body.turnId,
      text: entry.body.answer,
    });
  }
  await engine.landed(entry, null);
  return null;
}

// The person's choice for a scene, a movie or a character: the chosen values (or both, where the
// field holds both) become an ordinary write based on the server's record, which the next sync
// sends; if the record moved again meanwhile, the merge runs again from there.
export async function settleRecordConflict(
  engine: Engine,
  id: string,
  choice: ConflictChoice,
): Promise<void> {
  const entry = await engine.fresh(id);
  if (!entry || !isRecordUpdate(entry) || !entry.conflict || !entry.theirs) return;
  const theirs = entry.theirs as AnyRecord;
  const { body } = mergeUpdate(entry, theirs, choice);
  const next = rebasedUpdate(entry, theirs, body);
  if (!next) await engine.landed(entry, theirs);
  else await engine.store([next]);
}

// The writer's choice, as the saves planConflictResolution lists: every plan ends with both texts
// current or in the screenplay's history.
export async function settleConflict(
  engine: Engine,
  id: string,
  choice: ConflictChoice,
): Promise<void> {
  const entry = await engine.fresh(id);
  if (!entry) return;
  if (isRecordUpdate(entry)) return settleRecordConflict(engine, id, choice);
  if (entry.kind !== "screenplay.save" || !entry.conflict) return;
  const movieId = entry.recordId;
  const path = { params: { path: { movieId } } };
  let current = await data(apiClient.GET("/api/movies/{movieId}/screenplay", path));
  const plan = planConflictResolution(choice, {
    mine: entry.body.fountain,
    theirs: current.fountain,
    theirsVersion: current.version,
    theirsSavedAt: current.updatedAt,
  });
  for (const save of plan.saves) {
    current = await data(
      apiClient.PUT("/api/movies/{movieId}/screenplay", {
        ...path,
        body: {
          fountain: save.fountain,
          version: current.version,
          ...(save.name ? { name: save.name } : {}),
        },
      }),
    );
  }
  // "Keep mine" and "Keep both" go on from my text; "Keep theirs" puts theirs into the editor.
  await engine.landed(entry, current, choice !== "theirs");
}
