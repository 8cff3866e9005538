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

// The stored board as columns: the tray first, then every beat in the structure's order.
export function columnsOf(board: {
  unplacedSceneIds: string[];
  beats: { beatKey: string; sceneIds: string[] }[];
}): BoardColumns {
  const columns: BoardColumns = { [UNPLACED]: [...board.unplacedSceneIds] };
  for (const beat of board.beats) columns[beat.beatKey] = [...beat.sceneIds];
  return columns;
}

// Beats differ between structures: switching sends every scene back to the tray, the tray's
// scenes first, then each beat's in board order, and gives the new structure empty beats.
export function switchStructure(
  columns: BoardColumns,
  fromBeats: readonly string[],
  toBeats: readonly string[],
): BoardColumns {
  const order = [...(columns[UNPLACED] ?? [])];
  for (const beat of fromBeats) order.push(...(columns[beat] ?? []));
  const fresh: BoardColumns = { [UNPLACED]: order };
  for (const beat of toBeats) fresh[beat] = [];
  return fresh;
}

export function placedCount(columns: BoardColumns): number {
  return Object.entries(columns)
    .filter(([key]) => key !== UNPLACED)
    .reduce((n, [, ids]) => n + ids.length, 0);
}

// Where a card dropped at height y lands among a column's cards (their top and height): after
// every card whose middle is above it.
export function dropIndexAt(y: number, cards: readonly { top: number; height: number }[]): number {
  return cards.filter((card) => y > card.top + card.height / 2).length;
}
