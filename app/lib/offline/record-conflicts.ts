import type { Character } from "#contracts/character.ts";
import type { Movie } from "#contracts/movie.ts";
import type { Scene } from "#contracts/scene.ts";
import { canKeepBoth, lastKey } from "./merge/keep-both";
import { mergeRecordFields, type MergeChoice } from "./merge/merge-record-fields";
import { patched } from "./optimistic";
import type { OutboxEntry, RecordUpdateEntry } from "./outbox";
import type { ConflictField, RecordConflict } from "./sync-status";

// A scene, a movie or a character edited offline while it was saved elsewhere (decision 0032
// and its successor): fields changed on one side merge by themselves; fields both sides changed
// wait for the person's choice (mine, theirs, both). Pure: the engine stores and sends.

type AnyRecord = Movie | Scene | Character;

// The fields each update may carry (the update schemas without version).
export const UPDATE_FIELDS = {
  "scene.update": [
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
  ],
  "movie.update": [
    "title",
    "description",
    "genre",
    "coverImage",
    "coverPageUrl",
    "status",
    "metadata",
  ],
  "character.update": ["name", "role", "description", "photoUrl"],
} as const;

function patchOf(
  entry: RecordUpdateEntry,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of UPDATE_FIELDS[entry.kind]) if (field in patch) out[field] = patch[field];
  return out;
}

// Merges an offline edit with the server's record. `choice` is the person's, once they made it.
export function mergeUpdate(entry: RecordUpdateEntry, theirs: AnyRecord, choice?: MergeChoice) {
  const base = (entry.base ?? theirs) as AnyRecord;
  const mine = patched(base, entry.body, entry.createdAt);
  const result = mergeRecordFields<Record<string, unknown>>(base, mine, theirs, {
    mineEditedAt: entry.createdAt,
    theirsUpdatedAt: theirs.updatedAt,
    ...(choice ? { choice } : {}),
  });
  return { body: patchOf(entry, result.patch), conflicts: result.conflicts };
}

// The write to send after a merge, based on the server's record; null when the server already
// holds everything (the write has landed).
export function rebasedUpdate(
  entry: RecordUpdateEntry,
  theirs: AnyRecord,
  body: Record<string, unknown>,
): RecordUpdateEntry | null {
  if (Object.keys(body).length === 0) return null;
  return {
    ...entry,
    baseVersion: theirs.version,
    base: theirs,
    body,
    theirs: null,
    conflict: false,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    rev: entry.rev + 1,
  } as RecordUpdateEntry;
}

const LABELS: Record<string, string> = {
  title: "Title",
  description: "Description",
  text: "Text",
  content: "Text",
  quote: "Quote",
  author: "Quote by",
  caption: "Caption",
  alt: "Description of the picture",
  name: "Name",
  role: "Role",
  location: "Place",
  timeOfDay: "Time of day",
  duration: "Duration",
  genre: "Genre",
  status: "Status",
  coverImage: "Cover",
  coverPageUrl: "Cover page",
  photoUrl: "Photo",
  date: "Date",
  startTime: "Start time",
  endTime: "End time",
  sceneType: "Kind of scene",
};

export function fieldLabel(field: string): string {
  const key = lastKey(field);
  return (
    LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase())
  );
}

export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value, null, 1);
}

const typeOf = (entry: RecordUpdateEntry): RecordConflict["type"] =>
  entry.kind === "scene.update" ? "scene" : entry.kind === "movie.update" ? "movie" : "character";

// What the dialog shows for an entry that waits for the person's choice.
export function recordConflictOf(entry: OutboxEntry): RecordConflict | null {
  if (!entry.conflict || !("theirs" in entry) || !entry.theirs) return null;
  if (entry.kind === "screenplay.save") return null;
  const theirs = entry.theirs as AnyRecord;
  const { conflicts } = mergeUpdate(entry, theirs);
  const fields: ConflictField[] = conflicts.map((c) => ({
    field: c.field,
    label: fieldLabel(c.field),
    mine: shownValue(c.mine),
    theirs: shownValue(c.theirs),
    canKeepBoth: canKeepBoth(c.field, c.mine, c.theirs),
  }));
  const mine = patched((entry.base ?? theirs) as AnyRecord, entry.body, entry.createdAt);
  return {
    id: entry.id,
    recordId: entry.recordId,
    type: typeOf(entry),
    name: "title" in mine ? mine.title : mine.name,
    movieId: entry.kind === "movie.update" ? entry.recordId : entry.movieId,
    fields,
    theirsSavedAt: theirs.updatedAt,
  };
}
