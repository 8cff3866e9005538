import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { OutboxEntry } from "./outbox";

// The offline store in IndexedDB (decision 0035): the outbox, media picked offline (kept as
// blobs, counted apart from the 5 MB budget), and the persisted query cache per user.

export const OFFLINE_DB_NAME = "lifescript-offline";

export type StoredBlob = { id: string; userId: string; blob: Blob; name: string; type: string };

interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: OutboxEntry };
  blobs: { key: string; value: StoredBlob };
  kv: { key: string; value: unknown };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

let opening: Promise<OfflineDb> | null = null;

export function openOfflineDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore("outbox", { keyPath: "id" });
      db.createObjectStore("blobs", { keyPath: "id" });
      db.createObjectStore("kv");
    },
    // Another tab wants a newer version or deletes the database: let it.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

export function hasIndexedDb(): boolean {
  return typeof indexedDB !== "undefined";
}

export async function readOutbox(userId: string): Promise<OutboxEntry[]> {
  const db = await openOfflineDb();
  return (await db.getAll("outbox")).filter((e) => e.userId === userId);
}

export async function putEntries(entries: readonly OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const db = await openOfflineDb();
  const tx = db.transaction("outbox", "readwrite");
  await Promise.all([...entries.map((e) => tx.store.put(e)), tx.done]);
}

// A change that depends on what waits (folding a write into a waiting one, claiming an entry to
// send it) runs in one IndexedDB transaction, so another tab's change cannot slip in between the
// read and the write. `change` must not wait on anything but this transaction.
export async function changeOutbox<T>(
  userId: string,
  change: (entries: OutboxEntry[]) => {
    put: readonly OutboxEntry[];
    remove: readonly OutboxEntry[];
    answer: T;
  },
): Promise<{ entries: OutboxEntry[]; answer: T }> {
  const db = await openOfflineDb();
  const tx = db.transaction("outbox", "readwrite");
  const before = (await tx.store.getAll()).filter((e) => e.userId === userId);
  const { put, remove, answer } = change(before);
  const removed = new Set(remove.map((e) => e.id));
  const changed = new Map(put.map((e) => [e.id, e]));
  await Promise.all([
    ...remove.map((e) => tx.store.delete(e.id)),
    ...put.map((e) => tx.store.put(e)),
    tx.done,
  ]);
  const kept = before.filter((e) => !removed.has(e.id) && !changed.has(e.id));
  return { entries: [...kept, ...changed.values()], answer };
}

export async function deleteEntry(id: string): Promise<void> {
  const db = await openOfflineDb();
  await db.delete("outbox", id);
}

export async function putBlob(blob: StoredBlob): Promise<void> {
  const db = await openOfflineDb();
  await db.put("blobs", blob);
}

export async function readBlob(id: string): Promise<StoredBlob | undefined> {
  const db = await openOfflineDb();
  return db.get("blobs", id);
}

export async function deleteBlob(id: string): Promise<void> {
  const db = await openOfflineDb();
  await db.delete("blobs", id);
}

export async function readKv<T>(key: string): Promise<T | undefined> {
  const db = await openOfflineDb();
  return (await db.get("kv", key)) as T | undefined;
}

export async function writeKv(key: string, value: unknown): Promise<void> {
  const db = await openOfflineDb();
  await db.put("kv", value, key);
}

// Sign-out with writes that reached neither the server nor its cache records (offline, or the
// session already gone): only those writes and this person's kept photos stay, for their next
// sign-in on this device; the cached data of every screen goes.
export async function keepOnlyUnsent(
  userId: string,
  unsent: readonly OutboxEntry[],
): Promise<void> {
  const keep = new Set(unsent.map((e) => e.id));
  const db = await openOfflineDb();
  const tx = db.transaction(["outbox", "blobs", "kv"], "readwrite");
  const outbox = tx.objectStore("outbox");
  const blobs = tx.objectStore("blobs");
  await Promise.all([
    tx.objectStore("kv").clear(),
    ...(await outbox.getAllKeys()).filter((id) => !keep.has(id)).map((id) => outbox.delete(id)),
    ...(await blobs.getAll()).filter((b) => b.userId !== userId).map((b) => blobs.delete(b.id)),
  ]);
  await tx.done;
}

// Sign-out: nothing of this user stays in the browser.
export async function dropOfflineDb(): Promise<void> {
  const current = opening;
  opening = null;
  if (current) (await current.catch(() => null))?.close();
  await deleteDB(OFFLINE_DB_NAME);
}
