import type { Scene } from "@contracts/scene.ts";
import type { Screenplay } from "@contracts/screenplay.ts";
import { api } from "~/lib/api-client";
import type { Engine } from "./engine";
import { mergeRecordFields, type FieldConflict } from "./merge/merge-record-fields";
import { mergeScreenplayText } from "./merge/merge-screenplay-text";
import { planConflictResolution } from "./merge/plan-conflict-resolution";
import { patchedScene } from "./optimistic";
import type { OutboxEntry, ScenePatch } from "./outbox";
import { fetchCurrent } from "./send";
import type { ConflictChoice } from "./sync-status";

// A write whose base version is stale (409) is never dropped (decision 0032 has the rules): it is
// merged with the server's current record and sent again, or, when a screenplay's two edits touch
// the same lines, kept until the writer chooses ("Keep mine", "Keep theirs", "Keep both").

type SceneEntry = Extract<OutboxEntry, { kind: "scene.update" }>;
type ScreenplayEntry = Extract<OutboxEntry, { kind: "screenplay.save" }>;

// The fields a scene update may carry (sceneUpdateSchema without version).
const SCENE_FIELDS = [
  "title",
  "description",
  "location",
  "elements",
  "characterIds",
  "timeOfDay",
  "duration",
  "metadata",
  "sceneType",
  "content",
] as const;

// Values a field-by-field merge left out are kept in the scene's metadata, not thrown away.
const MERGED_AWAY_KEY = "mergedAway";

export function scenePatchFromMerge(
  patch: Partial<Scene>,
  conflicts: readonly FieldConflict[],
  merged: Scene,
  at: string,
): ScenePatch {
  const out: Record<string, unknown> = {};
  for (const field of SCENE_FIELDS) if (field in patch) out[field] = patch[field];
  const lost = conflicts
    .filter((c) => c.kept !== "both")
    .map((c) => ({ field: c.field, value: c.kept === "mine" ? c.theirs : c.mine, at }));
  if (lost.length > 0) {
    const metadata = (out.metadata as Record<string, unknown> | undefined) ?? merged.metadata;
    const earlier = Array.isArray(metadata[MERGED_AWAY_KEY]) ? metadata[MERGED_AWAY_KEY] : [];
    out.metadata = { ...metadata, [MERGED_AWAY_KEY]: [...earlier, ...lost] };
  }
  return out as ScenePatch;
}

async function mergeScene(engine: Engine, entry: SceneEntry, theirs: Scene) {
  const base = entry.base ?? theirs;
  const mine = patchedScene(base, entry.body, entry.createdAt);
  const result = mergeRecordFields<Scene>(base, mine, theirs, {
    mineEditedAt: entry.createdAt,
    theirsUpdatedAt: theirs.updatedAt,
  });
  const body = scenePatchFromMerge(result.patch, result.conflicts, result.merged, entry.createdAt);
  if (Object.keys(body).length === 0) {
    await engine.landed(entry, theirs);
    return null;
  }
  const next: SceneEntry = {
    ...entry,
    baseVersion: theirs.version,
    base: theirs,
    body,
    rev: entry.rev + 1,
  };
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

export async function resolveStale(
  engine: Engine,
  entry: OutboxEntry,
): Promise<OutboxEntry | null> {
  const current = await fetchCurrent(entry);
  // The scene is gone on the server: the entry stays (with its error) rather than vanish.
  if (!current) return null;
  if (entry.kind === "scene.update") return mergeScene(engine, entry, current as Scene);
  if (entry.kind === "screenplay.save")
    return mergeScreenplay(engine, entry, current as Screenplay);
  return null;
}

// The writer's choice, as the saves planConflictResolution lists: every plan ends with both texts
// current or in the screenplay's history.
export async function settleConflict(
  engine: Engine,
  id: string,
  choice: ConflictChoice,
): Promise<void> {
  const entry = engine.find(id);
  if (!entry || entry.kind !== "screenplay.save" || !entry.conflict) return;
  const movieId = entry.recordId;
  let current = await api.get<Screenplay>(`/api/movies/${movieId}/screenplay`);
  const plan = planConflictResolution(choice, {
    mine: entry.body.fountain,
    theirs: current.fountain,
    theirsVersion: current.version,
    theirsSavedAt: current.updatedAt,
  });
  for (const save of plan.saves) {
    current = await api.put<Screenplay>(`/api/movies/${movieId}/screenplay`, {
      fountain: save.fountain,
      version: current.version,
      ...(save.name ? { name: save.name } : {}),
    });
  }
  // "Keep mine" and "Keep both" go on from my text; "Keep theirs" puts theirs into the editor.
  await engine.landed(entry, current, choice !== "theirs");
}
