import * as Y from "yjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { KeptLiveDocument } from "#app/lib/offline/live-documents";
import { LIVE_TEXT_NAME } from "#contracts/live-protocol.ts";
import { KEEP_DELAY_MS, keepOnDevice, restoreLiveDocument, type LiveStorage } from "./live-store";

function memory(): LiveStorage & { kept: Map<string, KeptLiveDocument> } {
  const kept = new Map<string, KeptLiveDocument>();
  return {
    kept,
    read: async (id) => kept.get(id) ?? null,
    write: async (id, value) => void kept.set(id, value),
  };
}

afterEach(() => vi.useRealTimers());

describe("the live document on this device", () => {
  it("is kept half a second after the last change and restored on opening", async () => {
    vi.useFakeTimers();
    const storage = memory();
    const doc = new Y.Doc();
    const keeper = keepOnDevice(
      "m1",
      doc,
      () => ({ ownClients: [doc.clientID], offlineSince: "2026-11-27T10:00:00.000Z" }),
      storage,
    );
    doc.getText(LIVE_TEXT_NAME).insert(0, "Typed on a train");
    await vi.advanceTimersByTimeAsync(KEEP_DELAY_MS - 1);
    expect(storage.kept.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(storage.kept.get("m1")?.ownClients).toEqual([doc.clientID]);
    await keeper.stop();

    const { doc: reopened, kept } = await restoreLiveDocument("m1", storage);
    expect(reopened.getText(LIVE_TEXT_NAME).toString()).toBe("Typed on a train");
    expect(kept?.offlineSince).toBe("2026-11-27T10:00:00.000Z");
  });

  it("keeps the last words when stopped before the delay", async () => {
    const storage = memory();
    const doc = new Y.Doc();
    const keeper = keepOnDevice("m2", doc, () => ({ ownClients: [], offlineSince: null }), storage);
    doc.getText(LIVE_TEXT_NAME).insert(0, "Last words");
    await keeper.stop();
    const { doc: reopened } = await restoreLiveDocument("m2", storage);
    expect(reopened.getText(LIVE_TEXT_NAME).toString()).toBe("Last words");
  });

  it("starts empty when nothing was kept", async () => {
    const { doc, kept } = await restoreLiveDocument("none", memory());
    expect(kept).toBeNull();
    expect(doc.getText(LIVE_TEXT_NAME).length).toBe(0);
  });
});
