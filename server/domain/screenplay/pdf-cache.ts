// Rendered PDFs of stored documents, by revision: a shared link read by many people renders
// once per change instead of once per reader. Keys name the document's row version, so an edit
// never serves an old PDF; instances each keep their own (it only saves work).
const MAX_BYTES = 16 * 1024 * 1024;
const entries = new Map<string, Uint8Array>();
let bytes = 0;

export function cachedPdf(key: string): Uint8Array | undefined {
  const hit = entries.get(key);
  if (hit) {
    entries.delete(key);
    entries.set(key, hit);
  }
  return hit;
}

export function rememberPdf(key: string, pdf: Uint8Array): void {
  if (pdf.byteLength > MAX_BYTES / 4 || entries.has(key)) return;
  entries.set(key, pdf);
  bytes += pdf.byteLength;
  for (const [oldest, value] of entries) {
    if (bytes <= MAX_BYTES) break;
    entries.delete(oldest);
    bytes -= value.byteLength;
  }
}
