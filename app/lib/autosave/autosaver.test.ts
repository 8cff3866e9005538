import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#app/lib/api-client";
import { Autosaver, readLocalCopy, type AutosaveStatus } from "./autosaver";

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

type Save = (value: string, version: number) => Promise<number>;

function setup(save: Save, version = 3) {
  const storage = new MemoryStorage();
  const statuses: AutosaveStatus[] = [];
  const saver = new Autosaver<string>(
    {
      key: "k",
      save,
      same: (a, b) => a === b,
      onStatus: (status) => statuses.push(status),
      storage,
    },
    "stored",
    version,
  );
  return { saver, storage, statuses };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("Autosaver", () => {
  it("keeps each change here at once and saves the last one a second later, with its version", async () => {
    const save = vi.fn<Save>(async (_value, version) => version + 1);
    const { saver, storage, statuses } = setup(save);
    saver.change("a");
    saver.change("ab");
    expect(readLocalCopy("k", storage)).toMatchObject({ value: "ab", baseVersion: 3 });
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledExactlyOnceWith("ab", 3);
    expect(saver.currentVersion).toBe(4);
    expect(readLocalCopy("k", storage)).toBeNull();
    expect(statuses).toEqual(["unsaved", "unsaved", "saving", "saved"]);
    // The next change goes over the new version.
    saver.change("abc");
    await saver.flush();
    expect(save).toHaveBeenLastCalledWith("abc", 4);
  });

  it("saves nothing when the change is undone, and a suggestion only when asked to keep it", async () => {
    const save = vi.fn<Save>(async (_value, version) => version + 1);
    const { saver } = setup(save);
    saver.change("x");
    saver.change("stored");
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).not.toHaveBeenCalled();
    await saver.flush({ force: true });
    expect(save).toHaveBeenCalledExactlyOnceWith("stored", 3);
  });

  it("keeps the value and tries again when no answer comes", async () => {
    let online = false;
    const save = vi.fn<Save>(async (_value, version) => {
      if (!online) throw new TypeError("Failed to fetch");
      return version + 1;
    });
    const { saver, storage, statuses } = setup(save);
    saver.change("typed offline");
    await vi.advanceTimersByTimeAsync(1000);
    expect(statuses.at(-1)).toBe("offline");
    expect(readLocalCopy("k", storage)?.value).toBe("typed offline");
    online = true;
    await vi.advanceTimersByTimeAsync(5000);
    expect(statuses.at(-1)).toBe("saved");
    expect(save).toHaveBeenLastCalledWith("typed offline", 3);
    expect(readLocalCopy("k", storage)).toBeNull();
  });

  it("on a conflict keeps the value and waits for the person: theirs over the new version, or the stored one", async () => {
    const save = vi.fn<Save>(async (_value, version) => {
      if (version === 3) throw new ApiError(409, "stale", "stale_version");
      return version + 1;
    });
    const { saver, storage, statuses } = setup(save);
    saver.change("mine");
    await vi.advanceTimersByTimeAsync(1000);
    expect(statuses.at(-1)).toBe("conflict");
    // More typing is kept, not sent over the newer version.
    saver.change("mine, more");
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(readLocalCopy("k", storage)?.value).toBe("mine, more");
    await saver.keepMine(7);
    expect(save).toHaveBeenLastCalledWith("mine, more", 7);
    expect(statuses.at(-1)).toBe("saved");
    expect(saver.currentVersion).toBe(8);

    const other = setup(save);
    other.saver.change("mine");
    await vi.advanceTimersByTimeAsync(1000);
    other.saver.useStored("theirs", 9);
    expect(other.statuses.at(-1)).toBe("saved");
    expect(readLocalCopy("k", other.storage)).toBeNull();
    expect(other.saver.pending).toBe(false);
  });

  it("says what the server refused, and keeps the value", async () => {
    const save = vi.fn<Save>(async () => {
      throw new ApiError(400, "Name must be at most 200 characters");
    });
    const statuses: [AutosaveStatus, string | null][] = [];
    const saver = new Autosaver<string>(
      {
        key: "k",
        save,
        same: (a, b) => a === b,
        onStatus: (s, m) => statuses.push([s, m]),
        storage: new MemoryStorage(),
      },
      "",
      0,
    );
    saver.change("x".repeat(300));
    await vi.advanceTimersByTimeAsync(1000);
    expect(statuses.at(-1)).toEqual(["error", "Name must be at most 200 characters"]);
    expect(saver.pending).toBe(true);
  });
});
