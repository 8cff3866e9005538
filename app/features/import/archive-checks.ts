import { IMPORT_MAX_ARCHIVE_BYTES } from "#contracts/imports.ts";
import { formatBytes } from "#contracts/format-bytes.ts";

// What a picked file must be before anything is sent; null when it may go.
export function archiveProblem(file: Pick<File, "name" | "size" | "type">): string | null {
  const zip = /\.zip$/i.test(file.name) || /zip/i.test(file.type);
  if (!zip) return `“${file.name}” is not a ZIP file. Choose the .zip your platform gave you.`;
  if (file.size === 0) return `“${file.name}” is empty. Download the archive again.`;
  if (file.size > IMPORT_MAX_ARCHIVE_BYTES) {
    return `“${file.name}” is ${formatBytes(file.size)}; archives up to ${formatBytes(IMPORT_MAX_ARCHIVE_BYTES)} can be imported. Ask the platform for a smaller archive (Google Takeout can split it into 2 GB parts).`;
  }
  return null;
}
