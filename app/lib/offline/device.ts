// This browser's identity for the offline cache records and the time of its last sync, both in
// local storage: a device id (a device prefix, a timestamp and a random string) and the
// last-sync timestamp.

export const DEVICE_ID_KEY = "lifescript:device-id";
export const LAST_SYNC_KEY = "lifescript:last-sync";
const DEVICE_PREFIX = "device_";

export function makeDeviceId(now: number, random: () => number = Math.random): string {
  const tail = Array.from({ length: 10 }, () => Math.floor(random() * 36).toString(36)).join("");
  return `${DEVICE_PREFIX}${now}_${tail}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

// Made once and kept; without local storage (private mode) it lasts for this page only.
let memoryDeviceId: string | null = null;

export function deviceId(): string {
  const store = storage();
  try {
    const kept = store?.getItem(DEVICE_ID_KEY);
    if (kept) return kept;
  } catch {
    // unreadable storage: fall through to a new id
  }
  memoryDeviceId ??= makeDeviceId(Date.now());
  try {
    store?.setItem(DEVICE_ID_KEY, memoryDeviceId);
  } catch {
    // storage full or disabled: the id lasts for this page
  }
  return memoryDeviceId;
}

export function readLastSync(): string | null {
  try {
    return storage()?.getItem(LAST_SYNC_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeLastSync(at: string): void {
  try {
    storage()?.setItem(LAST_SYNC_KEY, at);
  } catch {
    // the status still shows it for this page
  }
}

export function clearLastSync(): void {
  try {
    storage()?.removeItem(LAST_SYNC_KEY);
  } catch {
    // nothing to clear
  }
}
