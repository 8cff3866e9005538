import { describe, expect, it, vi } from "vitest";
import { createStatusStore, initialSyncStatus } from "./status-store";

describe("sync status store", () => {
  it("tells its listeners about a change and hands out the new snapshot", () => {
    const store = createStatusStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ syncing: true, pendingIds: new Set(["a"]) });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().syncing).toBe(true);
    expect([...store.get().pendingIds]).toEqual(["a"]);
  });

  it("keeps the same snapshot when nothing changes, so screens do not render again", () => {
    const store = createStatusStore(initialSyncStatus(false));
    const before = store.get();
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ online: false, pendingIds: new Set(), conflicts: [] });
    expect(store.get()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it("stops telling a listener that unsubscribed", () => {
    const store = createStatusStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.update((s) => ({ pending: s.pending + 1 }));
    expect(store.get().pending).toBe(1);
    expect(listener).not.toHaveBeenCalled();
  });
});
