// The offline store's size rules (the offline cache holds 5 MB at most; media blobs counted apart).
import { formatBytes } from "#contracts/format-bytes.ts";

export type Sized = { bytes: number; updatedAt: number };

// The newest records that fit together in `maxBytes`; the oldest give way first.
export function withinBudget<T extends Sized>(items: readonly T[], maxBytes: number): T[] {
  const newestFirst = [...items].sort((a, b) => b.updatedAt - a.updatedAt);
  const kept: T[] = [];
  let total = 0;
  for (const item of newestFirst) {
    if (total + item.bytes > maxBytes) continue;
    total += item.bytes;
    kept.push(item);
  }
  return kept;
}

export function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value) ?? "").length;
}

// When the browser's quota for this site is nearly used up, what the person should do.
export const STORAGE_NEAR_FULL_RATIO = 0.9;

export function storageWarningFor(
  estimate: { usage?: number; quota?: number } | null,
): string | null {
  if (!estimate?.quota || estimate.usage === undefined) return null;
  if (estimate.usage / estimate.quota < STORAGE_NEAR_FULL_RATIO) return null;
  const free = formatBytes(Math.max(0, estimate.quota - estimate.usage));
  return `This device's storage for Lifescript is almost full (${free} left). Connect to sync your changes, and free some space so new offline changes can be kept.`;
}
