// How a new write folds into the outbox: pure, like the rest of outbox.ts, which holds the
// entries' shapes and the rules for sending them.
import {
  isSending,
  movieIdOf,
  ordered,
  type CharacterBody,
  type MovieBody,
  type OutboxEntry,
  type SceneBody,
} from "./outbox";

// What a new write does to the waiting entries: the entries to put (changed or new) and the ones
// to remove. A later write to a record still waiting folds into the waiting entry, so one request
// carries the newest state and the version it was first based on; a delete takes back what waits
// for its record (and, for a movie, everything in it); entries being sent are never changed.
export type Fold = { put: OutboxEntry[]; remove: OutboxEntry[] };

export function foldWrite(waiting: readonly OutboxEntry[], entry: OutboxEntry, now: number): Fold {
  const open = ordered(waiting).filter((e) => !isSending(e, now));
  if (
    entry.kind === "movie.delete" ||
    entry.kind === "scene.delete" ||
    entry.kind === "character.delete"
  ) {
    return foldDelete(waiting, open, entry, now);
  }
  const target = open.reverse().find((e) => e.recordId === entry.recordId && !e.conflict);
  if (!target) return { put: [entry], remove: [] };
  const bump = { rev: target.rev + 1 };
  const into = (changed: OutboxEntry): Fold => ({ put: [changed], remove: [] });
  if (entry.kind === "scene.update" && target.kind === "scene.create") {
    const { title, ...rest } = entry.body;
    const body: SceneBody = {
      ...target.body,
      ...stripNulls<SceneBody>(rest),
      ...(title ? { title } : {}),
    };
    return into({ ...target, ...bump, body });
  }
  if (entry.kind === "movie.update" && target.kind === "movie.create") {
    const { title, ...rest } = entry.body;
    const body: MovieBody = {
      ...target.body,
      ...stripNulls<MovieBody>(rest),
      ...(title ? { title } : {}),
    };
    return into({ ...target, ...bump, body });
  }
  if (entry.kind === "character.update" && target.kind === "character.create") {
    const { name, ...rest } = entry.body;
    const body: CharacterBody = {
      ...target.body,
      ...stripNulls<CharacterBody>(rest),
      ...(name ? { name } : {}),
    };
    return into({ ...target, ...bump, body });
  }
  if (
    (entry.kind === "scene.update" && target.kind === "scene.update") ||
    (entry.kind === "movie.update" && target.kind === "movie.update") ||
    (entry.kind === "character.update" && target.kind === "character.update")
  ) {
    return into({ ...target, ...bump, body: { ...target.body, ...entry.body } } as OutboxEntry);
  }
  if (entry.kind === "screenplay.save" && target.kind === "screenplay.save") {
    return into({
      ...target,
      ...bump,
      body: { ...entry.body, name: entry.body.name ?? target.body.name },
    });
  }
  // The newest order, the newest draft (last write wins) or the newest words of an interview
  // answer replaces the one that waits.
  if (
    (entry.kind === "scenes.reorder" && target.kind === "scenes.reorder") ||
    ((entry.kind === "draft.save" || entry.kind === "draft.delete") &&
      (target.kind === "draft.save" || target.kind === "draft.delete")) ||
    (entry.kind === "interview.answer" && target.kind === "interview.answer")
  ) {
    return into({ ...entry, id: target.id, seq: target.seq, rev: target.rev + 1 } as OutboxEntry);
  }
  return { put: [entry], remove: [] };
}

function foldDelete(
  waiting: readonly OutboxEntry[],
  open: readonly OutboxEntry[],
  entry: Extract<OutboxEntry, { kind: "movie.delete" | "scene.delete" | "character.delete" }>,
  now: number,
): Fold {
  const gone = (e: OutboxEntry) =>
    e.recordId === entry.recordId ||
    (entry.kind === "movie.delete" && movieIdOf(e) === entry.recordId);
  const remove = open.filter(gone);
  // Made offline and never sent: the server never hears of it, create or delete.
  const neverSent =
    remove.some((e) => e.kind.endsWith(".create") && e.recordId === entry.recordId) &&
    !waiting.some((e) => gone(e) && isSending(e, now));
  // A waiting scene order forgets the deleted scene (the server's order must name every scene).
  const put: OutboxEntry[] = [];
  if (entry.kind === "scene.delete") {
    for (const e of open) {
      if (e.kind !== "scenes.reorder" || !e.body.sceneIds.includes(entry.recordId)) continue;
      const sceneIds = e.body.sceneIds.filter((id) => id !== entry.recordId);
      put.push({ ...e, body: { sceneIds }, rev: e.rev + 1 });
    }
  }
  if (!neverSent) put.push(entry);
  return { put, remove };
}

// A create takes no nulls where an update may clear a field: a cleared field is just left out.
function stripNulls<Body>(patch: object): Partial<Body> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<Body>;
}
