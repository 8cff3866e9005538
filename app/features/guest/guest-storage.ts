// Browser-side memory of a guest's movie, so it can be claimed after sign-in.
// Local storage: guest id, cached movie id, cached user id, preserved guest data.
// Session storage: preserved guest data (copy), conversion-in-progress flag, last attempt time.

export const STORAGE_KEYS = {
  guestId: "lifescript.guestId",
  cachedMovieId: "lifescript.cachedMovieId",
  cachedUserId: "lifescript.cachedUserId",
  preservedGuestData: "lifescript.preservedGuestData",
  conversionInProgress: "lifescript.guestConversionInProgress",
  lastConversionAttempt: "lifescript.guestConversionLastAttempt",
  // Set by the social sign-in callback, so the conversion event can say how the guest signed in.
  socialSignIn: "lifescript.socialSignIn",
  // Set by the phone sign-in and sign-up forms, for the same reason.
  phoneSignIn: "lifescript.phoneSignIn",
} as const;

export type GuestRecord = { guestId: string; movieId: string; timestamp: number };

export const GUEST_DATA_MAX_AGE_MS = 60 * 60 * 1000;

type StoreName = "local" | "session";

function store(name: StoreName): Storage | null {
  try {
    return name === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy modes) or absent during server rendering.
    return null;
  }
}

export function readItem(name: StoreName, key: string): string | null {
  try {
    return store(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(name: StoreName, key: string, value: string): void {
  try {
    store(name)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the guest flow still works, it just cannot be resumed.
  }
}

export function removeItem(name: StoreName, key: string): void {
  try {
    store(name)?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

export function rememberGuestMovie(guestId: string, movieId: string): void {
  writeItem("local", STORAGE_KEYS.guestId, guestId);
  writeItem("local", STORAGE_KEYS.cachedMovieId, movieId);
}

// Called when a guest clicks "sign up" or "sign in": only when both ids are known.
export function preserveGuestRecord(now: number = Date.now()): GuestRecord | null {
  const guestId = readItem("local", STORAGE_KEYS.guestId);
  const movieId = readItem("local", STORAGE_KEYS.cachedMovieId);
  if (!guestId || !movieId) return null;
  const record: GuestRecord = { guestId, movieId, timestamp: now };
  const json = JSON.stringify(record);
  writeItem("local", STORAGE_KEYS.preservedGuestData, json);
  writeItem("session", STORAGE_KEYS.preservedGuestData, json);
  return record;
}

function parseRecord(json: string | null): GuestRecord | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<GuestRecord> | null;
    if (
      value &&
      typeof value.guestId === "string" &&
      typeof value.movieId === "string" &&
      typeof value.timestamp === "number"
    ) {
      return { guestId: value.guestId, movieId: value.movieId, timestamp: value.timestamp };
    }
  } catch {
    // Corrupt data is treated as absent.
  }
  return null;
}

export function readPreservedGuestRecord(): GuestRecord | null {
  return (
    parseRecord(readItem("local", STORAGE_KEYS.preservedGuestData)) ??
    parseRecord(readItem("session", STORAGE_KEYS.preservedGuestData))
  );
}

export function clearPreservedGuestRecord(): void {
  removeItem("local", STORAGE_KEYS.preservedGuestData);
  removeItem("session", STORAGE_KEYS.preservedGuestData);
}

// Preserved data if fresh (stale data is discarded), else the bare ids left by /movify.
export function pendingGuestRecord(now: number = Date.now()): GuestRecord | null {
  const preserved = readPreservedGuestRecord();
  if (preserved) {
    if (now - preserved.timestamp <= GUEST_DATA_MAX_AGE_MS) return preserved;
    clearPreservedGuestRecord();
  }
  const guestId = readItem("local", STORAGE_KEYS.guestId);
  const movieId = readItem("local", STORAGE_KEYS.cachedMovieId);
  if (guestId && movieId) return { guestId, movieId, timestamp: now };
  return null;
}
