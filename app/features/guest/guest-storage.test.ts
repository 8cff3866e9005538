import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  GUEST_DATA_MAX_AGE_MS,
  pendingGuestRecord,
  preserveGuestRecord,
  readPreservedGuestRecord,
  rememberGuestMovie,
  STORAGE_KEYS,
} from "./guest-storage";

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const globals = globalThis as { window?: unknown };

describe("guest storage", () => {
  let local: MemoryStorage;
  let session: MemoryStorage;

  beforeEach(() => {
    local = new MemoryStorage();
    session = new MemoryStorage();
    globals.window = { localStorage: local, sessionStorage: session };
  });
  afterEach(() => {
    delete globals.window;
  });

  it("preserves nothing unless both the guest id and the movie id are known", () => {
    expect(preserveGuestRecord()).toBeNull();
    local.setItem(STORAGE_KEYS.guestId, "guest-1");
    expect(preserveGuestRecord()).toBeNull();
    expect(local.getItem(STORAGE_KEYS.preservedGuestData)).toBeNull();
  });

  it("saves the guest record in both local and session storage", () => {
    rememberGuestMovie("guest-1", "movie-1");
    const record = preserveGuestRecord(1_000);
    expect(record).toEqual({ guestId: "guest-1", movieId: "movie-1", timestamp: 1_000 });
    expect(JSON.parse(local.getItem(STORAGE_KEYS.preservedGuestData) ?? "null")).toEqual(record);
    expect(JSON.parse(session.getItem(STORAGE_KEYS.preservedGuestData) ?? "null")).toEqual(record);
  });

  it("uses fresh preserved data and discards data older than an hour", () => {
    rememberGuestMovie("guest-1", "movie-1");
    preserveGuestRecord(0);
    expect(pendingGuestRecord(GUEST_DATA_MAX_AGE_MS)?.timestamp).toBe(0);

    local.removeItem(STORAGE_KEYS.guestId);
    expect(pendingGuestRecord(GUEST_DATA_MAX_AGE_MS + 1)).toBeNull();
    expect(readPreservedGuestRecord()).toBeNull();
  });

  it("falls back to the bare guest id and cached movie id", () => {
    rememberGuestMovie("guest-2", "movie-2");
    expect(pendingGuestRecord(5)).toEqual({ guestId: "guest-2", movieId: "movie-2", timestamp: 5 });
  });

  it("ignores corrupt preserved data", () => {
    local.setItem(STORAGE_KEYS.preservedGuestData, "{not json");
    expect(readPreservedGuestRecord()).toBeNull();
  });

  it("works without storage at all", () => {
    delete globals.window;
    expect(preserveGuestRecord()).toBeNull();
    expect(pendingGuestRecord()).toBeNull();
  });
});
