// Ids arrive as free strings in some payloads (a scene's movieId is any string); anything that is
// not a UUID cannot match a row, and must not reach a uuid column where Postgres would reject it.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => uuidPattern.test(value);
