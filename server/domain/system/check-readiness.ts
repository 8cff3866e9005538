import crypto from "node:crypto";
import type { Database } from "#server/db/client.ts";
import { isMigrated } from "#server/db/migrate.ts";
import type { Lifecycle } from "#server/lifecycle.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { checkDatabase } from "./check-database.ts";

export type Readiness = { ok: true } | { ok: false; reason: string; message: string };

// A storage probe is a write and a delete (two requests to S3): one every 30 s is enough.
const STORAGE_PROBE_TTL_MS = 30_000;

// May this server take traffic? Not while it shuts down, while its database does not answer or
// is not migrated to this build's schema, or while it cannot write media.
export function createReadinessCheck(deps: {
  database: Pick<Database, "db" | "ping">;
  storage: Pick<MediaStorage, "write" | "delete">;
  lifecycle: Lifecycle;
}): () => Promise<Readiness> {
  // Each server probes its own key, so servers sharing a bucket never delete each other's probe.
  const probeKey = `health/${crypto.randomUUID()}`;
  let storageOkUntil = 0;

  async function storageWritable(): Promise<string | null> {
    if (Date.now() < storageOkUntil) return null;
    try {
      await deps.storage.write(probeKey, Buffer.from("ok"));
      await deps.storage.delete(probeKey);
      storageOkUntil = Date.now() + STORAGE_PROBE_TTL_MS;
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  return async () => {
    if (deps.lifecycle.draining) {
      return { ok: false, reason: "draining", message: "This server is shutting down" };
    }
    const database = await checkDatabase(deps.database);
    if (!database.ok) {
      return {
        ok: false,
        reason: database.reason,
        message: "The database does not answer; try again shortly",
      };
    }
    if (!(await isMigrated(deps.database.db))) {
      return {
        ok: false,
        reason: "migrations pending",
        message: "The database is not migrated to this version yet",
      };
    }
    const storageProblem = await storageWritable();
    if (storageProblem) {
      return { ok: false, reason: storageProblem, message: "Media storage cannot be written" };
    }
    return { ok: true };
  };
}
