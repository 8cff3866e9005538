import sharp from "sharp";

// sharp keeps up to 50 MB of recent libvips operations for reuse; the server never processes the
// same photo twice in a row (an upload, an archive's photos one after another), so the cache only
// holds memory. Called once where the server starts (server/main.ts; decision 0038).
export function limitImageMemory(): void {
  sharp.cache(false);
}
