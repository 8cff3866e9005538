import type { CreatedImport } from "#contracts/imports.ts";

// The upload's address is answered once, by POST /api/imports. To resume after a reload the page
// keeps it (and which file it was) in this browser, keyed by the import id that is in the URL.

export type FileIdentity = { name: string; size: number; lastModified: number };

export type UploadMemory = Pick<
  CreatedImport,
  "uploadUrl" | "uploadMode" | "chunkBytes" | "expiresAt"
> & { file: FileIdentity };

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const key = (importId: string) => `lifescript.import.${importId}`;

export function identityOf(file: Pick<File, "name" | "size" | "lastModified">): FileIdentity {
  return { name: file.name, size: file.size, lastModified: file.lastModified };
}

export function sameFile(a: FileIdentity, b: FileIdentity): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

export function remember(store: KeyValueStore, importId: string, memory: UploadMemory): void {
  try {
    store.setItem(key(importId), JSON.stringify(memory));
  } catch {
    // A full or blocked storage only costs the resume after a reload.
  }
}

export function recall(store: KeyValueStore, importId: string, now: Date): UploadMemory | null {
  let raw: string | null;
  try {
    raw = store.getItem(key(importId));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const memory = JSON.parse(raw) as UploadMemory;
    if (typeof memory.uploadUrl !== "string" || !memory.file) return null;
    if (new Date(memory.expiresAt).getTime() <= now.getTime()) return null;
    return memory;
  } catch {
    return null;
  }
}

export function forget(store: KeyValueStore, importId: string): void {
  try {
    store.removeItem(key(importId));
  } catch {
    // Nothing to clean then.
  }
}
