import { afterEach, describe, expect, it, vi } from "vitest";
import type { Screenplay } from "#contracts/screenplay.ts";
import { saveScreenplayThroughOutbox, setScreenplayLive } from "./offline-writes";
import { setSession, syncStatus, type Session } from "./session";
import { initialSyncStatus } from "./status-store";

const MOVIE = "m1";
const answer = { movieId: MOVIE } as Screenplay;

// A session whose engine records what would be kept in the outbox.
function session() {
  const enqueue = vi.fn(async () => answer);
  const fake = {
    userId: "u1",
    queryClient: { getQueryData: () => undefined },
    engine: {
      load: async () => undefined,
      followVersion: (_: string, v: number) => v,
      waitsFor: () => false,
      enqueue,
      reachable: () => undefined,
    },
    scheduler: {},
    requestSync: () => undefined,
    stop: () => undefined,
  } as unknown as Session;
  setSession(fake);
  return enqueue;
}

afterEach(() => {
  setSession(null);
  setScreenplayLive(MOVIE, false);
  syncStatus.update(initialSyncStatus(true));
});

const save = { fountain: "x", titlePage: { entries: [] }, version: 2 };

describe("a screenplay save offline", () => {
  it("waits in the outbox for a screenplay saved as a whole", async () => {
    const enqueue = session();
    syncStatus.update(initialSyncStatus(false));
    await saveScreenplayThroughOutbox(MOVIE, save, async () => answer);
    expect(enqueue).toHaveBeenCalledOnce();
  });

  it("never waits in the outbox for a live screenplay: it fails as it is", async () => {
    const enqueue = session();
    syncStatus.update(initialSyncStatus(false));
    setScreenplayLive(MOVIE, true);
    await expect(
      saveScreenplayThroughOutbox(MOVIE, save, async () => {
        throw new TypeError("Failed to fetch");
      }),
    ).rejects.toThrow("Failed to fetch");
    expect(enqueue).not.toHaveBeenCalled();
  });
});
