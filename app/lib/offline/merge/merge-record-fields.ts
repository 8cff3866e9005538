import { canKeepBoth, keepBoth } from "./keep-both.ts";
import { sameValue } from "./same-value.ts";

// Field-by-field merge of a scene or a movie whose offline edit came back 409 (decision 0032).
// `base` is the record the edit started from, `mine` the record after the offline edit, `theirs`
// the record the server has now. A field changed on one side only takes that side's value. A field
// both sides changed to different values takes the newer edit (mine when mineEditedAt is not
// before theirsUpdatedAt), except:
// - text fields (description, content): both texts are kept, the newer first, the other after a
//   blank line, unless one already holds the other;
// - lists of elements with ids (a scene's elements): merged element by element, so an element
//   added or removed on one side is added or removed, and only an element both sides changed is
//   decided by time;
// - lists of ids (characterIds): what one side added is added, what one side removed is removed;
// - metadata objects: merged key by key.
// Every value that is not in the result is reported in `conflicts` (with both sides), so the
// caller can keep it: nothing is lost silently. The sync holds such a write for the person, and
// once they have chosen (`choice`), every field both sides changed takes that choice instead:
// mine, theirs, or both where the field can hold both (keep-both.ts; else mine).

export type MergeTimes = {
  // When the offline edit was made, and when the server's record was last saved.
  mineEditedAt: string | number | Date;
  theirsUpdatedAt: string | number | Date | null;
};

export type FieldConflict = {
  // "title", or "elements[<element id>]" for one element of a list.
  field: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
  // Which side is in the result; "both" when the two texts were joined.
  kept: "mine" | "theirs" | "both";
};

export type RecordMerge<T> = {
  merged: T;
  // The fields whose merged value differs from theirs: what the client sends (with theirs'
  // version) to save the merge.
  patch: Partial<T>;
  conflicts: FieldConflict[];
};

// Bookkeeping the server owns: always the server's (theirs).
export const SERVER_FIELDS = [
  "id",
  "userId",
  "movieId",
  "version",
  "createdAt",
  "updatedAt",
  "sceneCount",
  "sceneNumber",
  "lastEditedBy",
] as const;

// Free text where both sides' words are kept rather than one chosen.
export const TEXT_FIELDS = ["description", "content"] as const;

export type MergeChoice = "mine" | "theirs" | "both";

export type MergeOptions = MergeTimes & {
  textFields?: readonly string[];
  serverFields?: readonly string[];
  choice?: MergeChoice;
};

const time = (value: string | number | Date | null): number => {
  if (value === null) return Number.NaN;
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
};

// Mine wins a tie, and when the server's time is unknown: the person who edited offline is the
// one looking at the result.
export function mineIsNewer(times: MergeTimes): boolean {
  const theirs = time(times.theirsUpdatedAt);
  const mine = time(times.mineEditedAt);
  return Number.isNaN(theirs) || Number.isNaN(mine) || mine >= theirs;
}

export function mergeRecordFields<T extends Record<string, unknown>>(
  base: T,
  mine: T,
  theirs: T,
  options: MergeOptions,
): RecordMerge<T> {
  const textFields = new Set(options.textFields ?? TEXT_FIELDS);
  const serverFields = new Set(options.serverFields ?? SERVER_FIELDS);
  const newerIsMine = mineIsNewer(options);
  const merged: Record<string, unknown> = { ...theirs };
  const patch: Record<string, unknown> = {};
  const conflicts: FieldConflict[] = [];
  const keys = new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)]);
  for (const field of keys) {
    if (serverFields.has(field)) continue;
    const value = mergeValue(field, base[field], mine[field], theirs[field], {
      newerIsMine,
      isText: textFields.has(field),
      conflicts,
      choice: options.choice,
    });
    if (value === undefined && !(field in theirs)) continue;
    merged[field] = value;
    if (!sameValue(value, theirs[field])) patch[field] = value;
  }
  return { merged: merged as T, patch: patch as Partial<T>, conflicts };
}

type Context = {
  newerIsMine: boolean;
  isText: boolean;
  conflicts: FieldConflict[];
  choice?: MergeChoice | undefined;
};

function chosen(field: string, base: unknown, mine: unknown, theirs: unknown, context: Context) {
  const choice = context.choice as MergeChoice;
  const both = choice === "both" && canKeepBoth(field, mine, theirs);
  const kept = both ? "both" : choice === "theirs" ? "theirs" : "mine";
  context.conflicts.push({ field, base, mine, theirs, kept });
  if (both) return keepBoth(field, mine as string, theirs as string);
  return kept === "theirs" ? theirs : mine;
}

function mergeValue(
  field: string,
  base: unknown,
  mine: unknown,
  theirs: unknown,
  context: Context,
): unknown {
  if (sameValue(mine, theirs) || sameValue(mine, base)) return theirs;
  if (sameValue(theirs, base)) return mine;
  // Changed on both sides, differently.
  if (isElementList(base) && isElementList(mine) && isElementList(theirs)) {
    return mergeElements(field, base, mine, theirs, context);
  }
  if (isIdList(base) && isIdList(mine) && isIdList(theirs)) return mergeIds(base, mine, theirs);
  if (isPlainObject(mine) && isPlainObject(theirs)) {
    const before = isPlainObject(base) ? base : {};
    const out: Record<string, unknown> = {};
    for (const key of new Set([
      ...Object.keys(before),
      ...Object.keys(mine),
      ...Object.keys(theirs),
    ])) {
      const value = mergeValue(`${field}.${key}`, before[key], mine[key], theirs[key], {
        ...context,
        isText: false,
      });
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (context.choice) return chosen(field, base, mine, theirs, context);
  if (context.isText && typeof mine === "string" && typeof theirs === "string") {
    const [newer, older] = context.newerIsMine ? [mine, theirs] : [theirs, mine];
    const joined = newer.includes(older)
      ? newer
      : older.includes(newer)
        ? older
        : `${newer}\n\n${older}`;
    context.conflicts.push({ field, base, mine, theirs, kept: "both" });
    return joined;
  }
  context.conflicts.push({
    field,
    base,
    mine,
    theirs,
    kept: context.newerIsMine ? "mine" : "theirs",
  });
  return context.newerIsMine ? mine : theirs;
}

type Element = { id: string } & Record<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isElementList = (value: unknown): value is Element[] =>
  Array.isArray(value) && value.every((item) => isPlainObject(item) && typeof item.id === "string");

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

// Three-way merge of a list by id: the newer side's order, then what only the other side added.
function mergeElements(
  field: string,
  base: Element[],
  mine: Element[],
  theirs: Element[],
  context: Context,
): Element[] {
  const byId = (list: Element[]) => new Map(list.map((e) => [e.id, e]));
  const [baseById, mineById, theirsById] = [byId(base), byId(mine), byId(theirs)];
  const [first, second] = context.newerIsMine ? [mine, theirs] : [theirs, mine];
  const order = [...first.map((e) => e.id)];
  for (const e of second) if (!order.includes(e.id)) order.push(e.id);
  const out: Element[] = [];
  for (const id of order) {
    const was = baseById.get(id);
    const m = mineById.get(id);
    const t = theirsById.get(id);
    if (m && t) {
      const value = mergeValue(`${field}[${id}]`, was, m, t, { ...context, isText: false });
      out.push(value as Element);
    } else if (m || t) {
      const present = (m ?? t) as Element;
      // Added on one side: kept. In base and removed on the other side: removed, unless the side
      // that kept it also changed it (an edit outweighs a removal, so the edit is not lost).
      if (!was || !sameValue(was, present)) out.push(present);
    }
  }
  return out;
}

function mergeIds(base: string[], mine: string[], theirs: string[]): string[] {
  const removed = new Set(base.filter((id) => !mine.includes(id) || !theirs.includes(id)));
  const out: string[] = [];
  for (const id of [...mine, ...theirs]) if (!removed.has(id) && !out.includes(id)) out.push(id);
  return out;
}
