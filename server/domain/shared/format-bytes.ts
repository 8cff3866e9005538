// "1.5 GB", "12 MB", "640 KB": sizes and limits in the messages a person reads (one decimal at
// most, none when it is .0, so a limit reads "1 MB").
const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

const oneDecimal = (value: number): string => value.toFixed(1).replace(/\.0$/, "");

export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${oneDecimal(bytes / GB)} GB`;
  if (bytes >= MB) return `${oneDecimal(bytes / MB)} MB`;
  return `${Math.max(1, Math.round(bytes / KB))} KB`;
}
