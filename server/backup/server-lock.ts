import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// A server on PGlite owns its DATA_DIR: this file says which process, and how `npm run backup`
// can ask it for a consistent copy of the database (a second process must never open the same
// PGlite folder while it runs).
export type ServerLock = { pid: number; url: string; token: string };

export const lockFile = (dataDir: string) => path.join(dataDir, "server.json");

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export const newBackupToken = () => crypto.randomBytes(32).toString("hex");

export function writeServerLock(dataDir: string, url: string, token: string): ServerLock {
  const lock = { pid: process.pid, url, token };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockFile(dataDir), JSON.stringify(lock), { mode: 0o600 });
  return lock;
}

// The running server of `dataDir`, or null (none, or a lock left by a process that died).
export function readServerLock(dataDir: string): ServerLock | null {
  try {
    const lock = JSON.parse(fs.readFileSync(lockFile(dataDir), "utf8")) as ServerLock;
    return isAlive(lock.pid) ? lock : null;
  } catch {
    return null;
  }
}

export function removeServerLock(dataDir: string, lock: ServerLock): void {
  const current = readServerLock(dataDir);
  if (current?.token === lock.token) fs.rmSync(lockFile(dataDir), { force: true });
}
