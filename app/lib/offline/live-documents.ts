import { hasIndexedDb, readKv, writeKv } from "./offline-db";

// A live screenplay's Yjs state kept on this device (app/lib/live/live-store.ts), in the offline
// store's key-value table: sign-out wipes it with everything else (clear.ts), so nothing of one
// person's screenplay stays for the next.

export type KeptLiveDocument = {
  /** The whole Y.Doc as one Yjs v1 update. */
  state: Uint8Array;
  /** Yjs client ids of this device's sessions whose edits may not be on the server yet. */
  ownClients: number[];
  /** When the first edit not yet stored began, if it was made offline. */
  offlineSince: string | null;
};

const key = (movieId: string) => `live:${movieId}`;

export async function readLiveDocument(movieId: string): Promise<KeptLiveDocument | null> {
  if (!hasIndexedDb()) return null;
  return (await readKv<KeptLiveDocument>(key(movieId))) ?? null;
}

export async function keepLiveDocument(movieId: string, kept: KeptLiveDocument): Promise<void> {
  if (!hasIndexedDb()) return;
  await writeKv(key(movieId), kept);
}
