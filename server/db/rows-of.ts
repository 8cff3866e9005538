// The rows of `db.execute()`: postgres-js answers an array, PGlite an object with `rows`.
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
