const MB = 1024 ** 2;

// "2 GB", "8 MB", "300 KB": sizes in the messages a person reads.
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * MB) return `${Math.round((bytes / (1024 * MB)) * 10) / 10} GB`;
  if (bytes >= MB) return `${Math.round(bytes / MB)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
