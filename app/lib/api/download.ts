import { apiErrorFrom, parseBody } from "./errors";

// A file from the API (a PDF, an FDX), read as it arrives so a long download can show progress
// (`total` is null when the server sends no length). The document describes these answers as
// files, not JSON, so they are read here rather than through openapi-fetch's parsers.
export async function downloadBlob(
  path: string,
  onProgress?: (received: number, total: number | null) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await fetch(path, { credentials: "same-origin", signal });
  if (!response.ok) {
    throw apiErrorFrom(response, await parseBody(response));
  }
  const length = Number(response.headers.get("content-length"));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const disposition = response.headers.get("content-disposition") ?? "";
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  const filename = named?.[1] ? decodeURIComponent(named[1]) : null;
  const type = response.headers.get("content-type") ?? "application/octet-stream";
  if (!response.body) return { blob: new Blob([await response.arrayBuffer()], { type }), filename };
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress?.(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress?.(received, total);
  }
  return { blob: new Blob(chunks, { type }), filename };
}
