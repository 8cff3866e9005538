// "12.4 MB", "1 GB", "512 bytes": a size or a limit as people read it, the same words on the
// app's checks and in the server's refusals. One decimal at most, none when it is .0 (so a
// limit reads "1 MB"), none from 100 up ("250 MB").
const UNITS = ["KB", "MB", "GB", "TB"] as const;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value >= 100 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, "");
  return `${shown} ${UNITS[unit]}`;
}
