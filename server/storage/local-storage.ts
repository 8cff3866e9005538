import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  importArchiveKey,
  incomingKey,
  type ByteRange,
  type MediaStorage,
  type UploadGrant,
  type UploadReceiver,
} from "./storage.ts";
import { signUpload, verifyUploadSignature } from "./upload-signature.ts";
import { endStream, writeBody } from "./write-body.ts";

export type LocalStorageOptions = {
  root: string;
  baseUrl: string;
  signingKey: Buffer;
};

// The URL path the app serves signed uploads on. It sits outside /api on purpose: the API's 2 MB
// body limit would cut off a 5 MB cover or a video before this route's own limit could apply.
export const LOCAL_UPLOAD_PATH = "/uploads";
// An import's archive arrives here in chunks (server/api/imports).
export const LOCAL_IMPORT_UPLOAD_PATH = "/uploads/imports";

// What an archive link signs: never a bare id, so it can never pass for a media upload's link.
const archiveSubject = (importId: string) => `import.${importId}`;

// The unfinished file of a chunked upload; delete(key) removes it with the rest (".part").
const chunksFile = (target: string) => `${target}.chunks.part`;

const segment = /^[A-Za-z0-9_.-]+$/;

export function createLocalStorage(options: LocalStorageOptions): MediaStorage {
  const root = path.resolve(options.root);

  // Keys are built by the server from ids, but a key is checked anyway: a path outside the root
  // would be a file read or write anywhere on the machine.
  const fileOf = (key: string): string => {
    const parts = key.split("/");
    if (parts.some((p) => !segment.test(p) || p === "." || p === "..")) {
      throw new Error(`invalid storage key: ${key}`);
    }
    return path.join(root, ...parts);
  };

  const exists = async (file: string) => {
    try {
      return await fsp.stat(file);
    } catch {
      return null;
    }
  };

  // One chunk at a time per file: two PUTs of the same chunk (a retry racing the original) must
  // not both append.
  const chunkLocks = new Map<string, Promise<unknown>>();
  const serialised = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const previous = chunkLocks.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    chunkLocks.set(key, next);
    void next
      .catch(() => undefined)
      .finally(() => {
        if (chunkLocks.get(key) === next) chunkLocks.delete(key);
      });
    return next;
  };

  const sizeOf = async (file: string) => (await exists(file))?.size ?? null;

  const receiver: UploadReceiver = {
    verify(objectId, query) {
      const result = verifyUploadSignature(options.signingKey, objectId, query);
      if (!result.ok) return result;
      if (!segment.test(result.ownerId)) return { ok: false, reason: "invalid" };
      return { ok: true, key: incomingKey(result.ownerId, objectId) };
    },
    async receive(key, body, maxBytes) {
      const target = fileOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed at the end, so a cut-off upload leaves nothing behind.
      const partial = `${target}.${crypto.randomUUID()}.part`;
      const out = fs.createWriteStream(partial, { flags: "wx" });
      try {
        const { written: size, tooLarge } = await writeBody(body, out, maxBytes);
        await endStream(out);
        if (tooLarge) {
          await fsp.rm(partial, { force: true });
          return { ok: false, reason: "too_large" };
        }
        await fsp.rename(partial, target);
        return { ok: true, size };
      } catch (error) {
        out.destroy();
        await fsp.rm(partial, { force: true });
        throw error;
      }
    },
    verifyArchive(importId, query) {
      const result = verifyUploadSignature(options.signingKey, archiveSubject(importId), query);
      if (!result.ok) return result;
      if (!segment.test(result.ownerId) || !segment.test(importId)) {
        return { ok: false, reason: "invalid" };
      }
      return {
        ok: true,
        key: importArchiveKey(result.ownerId, importId),
        ownerId: result.ownerId,
      };
    },
    async receivedBytes(key) {
      const target = fileOf(key);
      return (await sizeOf(target)) ?? (await sizeOf(chunksFile(target))) ?? 0;
    },
    receiveChunk(key, range, body) {
      const target = fileOf(key);
      return serialised(key, async () => {
        const finished = await sizeOf(target);
        if (finished !== null) {
          return range.start === finished
            ? { ok: true, receivedBytes: finished, complete: true }
            : { ok: false, reason: "out_of_order", receivedBytes: finished };
        }
        const file = chunksFile(target);
        const received = (await sizeOf(file)) ?? 0;
        if (range.start !== received) {
          await body?.cancel().catch(() => undefined);
          return { ok: false, reason: "out_of_order", receivedBytes: received };
        }
        await fsp.mkdir(path.dirname(target), { recursive: true });
        // Appended as it arrives: a connection lost half-way keeps what came, and the client
        // resumes from there (409 with receivedBytes).
        const out = fs.createWriteStream(file, { flags: "a" });
        let written = 0;
        let tooLarge = false;
        try {
          ({ written, tooLarge } = await writeBody(body, out, range.end - range.start + 1));
        } finally {
          await endStream(out);
        }
        const now = received + written;
        if (tooLarge) return { ok: false, reason: "too_large", receivedBytes: now };
        if (now >= range.total) {
          await fsp.rename(file, target);
          return { ok: true, receivedBytes: now, complete: true };
        }
        return { ok: true, receivedBytes: now, complete: false };
      });
    },
  };

  return {
    driver: "local",
    uploadReceiver: receiver,
    async createUploadUrl(grant: UploadGrant) {
      const expires = Math.floor(grant.expiresAt.getTime() / 1000);
      const signature = signUpload(options.signingKey, grant.objectId, grant.ownerId, expires);
      const query = new URLSearchParams({
        owner: grant.ownerId,
        expires: String(expires),
        signature,
      });
      return `${options.baseUrl}${LOCAL_UPLOAD_PATH}/${grant.objectId}?${query.toString()}`;
    },
    async createArchiveUploadUrl(grant) {
      const expires = Math.floor(grant.expiresAt.getTime() / 1000);
      const signature = signUpload(
        options.signingKey,
        archiveSubject(grant.importId),
        grant.ownerId,
        expires,
      );
      const query = new URLSearchParams({
        owner: grant.ownerId,
        expires: String(expires),
        signature,
      });
      return `${options.baseUrl}${LOCAL_IMPORT_UPLOAD_PATH}/${grant.importId}?${query.toString()}`;
    },
    async toLocalFile(key) {
      return { path: fileOf(key), temporary: false };
    },
    async stat(key) {
      const found = await exists(fileOf(key));
      return found?.isFile() ? { size: found.size } : null;
    },
    async readHead(key, bytes) {
      const handle = await fsp.open(fileOf(key), "r");
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    read: (key) => fsp.readFile(fileOf(key)),
    async readStream(key, range?: ByteRange): Promise<Readable> {
      return fs.createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async write(key, data) {
      const target = fileOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${crypto.randomUUID()}.part`;
      await fsp.writeFile(partial, data, { flag: "wx" });
      await fsp.rename(partial, target);
    },
    async writeFile(key, file) {
      const target = fileOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${crypto.randomUUID()}.part`;
      await fsp.copyFile(file, partial);
      await fsp.rename(partial, target);
    },
    async move(from, to) {
      const target = fileOf(to);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(fileOf(from), target);
    },
    async copy(from, to) {
      const target = fileOf(to);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // A hard link costs no copying; a file system without links gets a real copy.
      await fsp.link(fileOf(from), target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") throw error;
        await fsp.copyFile(fileOf(from), target);
      });
    },
    // Also removes unfinished writes of the key (a `.part` left by a process that died mid-upload).
    async delete(key) {
      const target = fileOf(key);
      await fsp.rm(target, { force: true });
      const prefix = `${path.basename(target)}.`;
      const siblings = await fsp.readdir(path.dirname(target)).catch(() => [] as string[]);
      for (const name of siblings) {
        if (name.startsWith(prefix) && name.endsWith(".part")) {
          await fsp.rm(path.join(path.dirname(target), name), { force: true });
        }
      }
      // Folders left empty go too: some are named after a person (incoming/<user id>/), and
      // nothing named after a deleted account may stay on the disk.
      for (let dir = path.dirname(target); dir.startsWith(`${root}${path.sep}`);) {
        const removed = await fsp.rmdir(dir).then(
          () => true,
          () => false,
        );
        if (!removed) break;
        dir = path.dirname(dir);
      }
    },
  };
}
