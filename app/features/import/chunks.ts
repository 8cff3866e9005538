// The chunked upload of contracts/imports.ts: PUT chunks of at most chunkBytes, in order, each
// with `Content-Range: bytes {start}-{end}/{total}` (end inclusive). The server answers the bytes
// it has; the next chunk starts there, which is also how an upload resumes after a 409, a lost
// connection or a reload.

export type Chunk = { start: number; end: number; total: number };

// The chunk that starts at `received`, or null when the server has the whole file.
export function nextChunk(received: number, total: number, chunkBytes: number): Chunk | null {
  if (!Number.isInteger(chunkBytes) || chunkBytes <= 0) {
    throw new RangeError("chunkBytes must be a positive whole number");
  }
  const start = Math.max(0, Math.min(received, total));
  if (start >= total) return null;
  return { start, end: Math.min(start + chunkBytes, total) - 1, total };
}

export function contentRange(chunk: Chunk): string {
  return `bytes ${chunk.start}-${chunk.end}/${chunk.total}`;
}

export function chunkCount(total: number, chunkBytes: number): number {
  return Math.ceil(total / chunkBytes);
}

// The share of the file on the server, 0..1, counting the part of the chunk now on its way.
export function uploadFraction(received: number, inFlight: number, total: number): number {
  if (total <= 0) return 1;
  return Math.min(1, Math.max(0, (received + inFlight) / total));
}

// Reads what a chunk PUT answered (200 or 409 `{ receivedBytes }`); anything else is not a
// position the client can trust.
export function receivedBytesFrom(body: unknown): number | null {
  if (!body || typeof body !== "object") return null;
  const value = (body as { receivedBytes?: unknown }).receivedBytes;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
}

// Waits between tries after a lost connection: 1 s, 2 s, 4 s, 8 s, then 15 s.
export function retryDelayMs(attempt: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, attempt));
}

export const MAX_NETWORK_RETRIES = 6;
