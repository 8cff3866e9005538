// The beat board as the UI edits it: scene ids per beat plus an "unplaced" tray. Pure functions,
// so a pointer drag and the keyboard controls make exactly the same moves.

export const UNPLACED = "__unplaced__";

export type BoardColumns = Record<string, string[]>;

export function moveScene(
  columns: BoardColumns,
  sceneId: string,
  toColumn: string,
  toIndex: number,
): BoardColumns {
  const next: BoardColumns = {};
  let fromColumn: string | null = null;
  let fromIndex = -1;
  for (const [key, ids] of Object.entries(columns)) {
    const at = ids.indexOf(sceneId);
    if (at >= 0) {
      fromColumn = key;
      fromIndex = at;
    }
    next[key] = ids.filter((id) => id !== sceneId);
  }
  const target = next[toColumn] ?? [];
  let index = toIndex;
  // Moving down within the same column: the removal shifted the later cards up by one.
  if (fromColumn === toColumn && fromIndex >= 0 && fromIndex < toIndex) index -= 1;
  index = Math.max(0, Math.min(index, target.length));
  next[toColumn] = [...target.slice(0, index), sceneId, ...target.slice(index)];
  return next;
}

export function sameColumns(a: BoardColumns, b: BoardColumns): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const x = a[key] ?? [];
    const y = b[key] ?? [];
    if (x.length !== y.length || x.some((id, i) => id !== y[i])) return false;
  }
  return true;
}
