import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import * as schema from "./schema/index.ts";
import { createPgliteFolderIfMissing } from "./create-pglite-folder.ts";
import { appliedMigrations, MIGRATION_LOCK_KEY, migrationsFolder } from "./migrate.ts";

import type { Db } from "./types.ts";

export type { Db, DbOrTx, Schema, Tx } from "./types.ts";

export type PoolStats = { max: number; open: number; busy: number };

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  ping: () => Promise<void>;
  // How many migrations this start applied (0 when another server, or an earlier start, had).
  migrationsApplied: number;
  // Connections of this process: the most it may open, how many are open, how many run a query.
  poolStats: () => Promise<PoolStats>;
  // PGlite only: its data folder as one consistent tarball (for backups), else null.
  dumpDataDir: (() => Promise<Blob>) | null;
  // LISTEN on a channel: `onPayload` for each NOTIFY, `onListen` once listening and again after
  // each reconnect (notes sent meanwhile are lost, so the caller catches up then). Resolves to
  // the function that stops listening.
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onListen?: () => void,
  ) => Promise<() => Promise<void>>;
};

const POOL_MAX = 10;

// Seconds a connection waits before it connects again after a failed attempt. The driver's own
// curve (3^n / 100, up to 20 s) keeps growing while PostgreSQL is down, so a server could wait
// that long after the database is back; this one stops at half a second (with jitter, so that
// many servers do not all knock at once).
export function reconnectDelaySeconds(failures: number): number {
  return Math.min(0.05 * 2 ** failures, 0.5) * (0.5 + Math.random() / 2);
}

export type DatabaseOptions = {
  // A postgres:// URL selects PostgreSQL; otherwise PGlite in `dataDir` (or in memory with "memory").
  url?: string | undefined;
  dataDir: string | "memory";
};

// PGlite runs PostgreSQL inside this process, in a WebAssembly memory that grows and never
// shrinks. Its shared_buffers (128 MB by default) are the part of that memory a busy database fills
// up: at 16 MB the server rests about 140 MB lower (decision 0038), and the pages that no longer
// fit are read again from the data folder, which the OS caches anyway.
const pgliteOptions = {
  startParams: [
    ...PGlite.defaultStartParams,
    ...["-c", "shared_buffers=16MB", "-c", "maintenance_work_mem=16MB"],
  ],
};

// Opens the database and applies every pending migration: the same SQL on PGlite and PostgreSQL.
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    // The application name lets this process count its own connections in pg_stat_activity.
    const applicationName = `lifescript-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
    const client = postgres(options.url, {
      max: POOL_MAX,
      backoff: reconnectDelaySeconds,
      onnotice: () => {},
      connection: { application_name: applicationName },
    });
    const db = drizzle(client, { schema });
    // Several servers may start at once on one database: the first to take this session lock
    // migrates, the others wait for it and then find nothing left to apply. The lock goes with
    // its connection, so a server that dies while migrating releases it.
    const lockHolder = await client.reserve();
    let migrationsApplied = 0;
    try {
      await lockHolder`select pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`;
      const before = await appliedMigrations(db);
      await migrate(db, { migrationsFolder });
      migrationsApplied = (await appliedMigrations(db)).count - before.count;
    } finally {
      await lockHolder`select pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.catch(
        () => undefined,
      );
      lockHolder.release();
    }
    return {
      db,
      kind: "postgres",
      migrationsApplied,
      close: () => client.end({ timeout: 5 }),
      ping: async () => {
        await client`select 1`;
      },
      poolStats: async () => {
        const rows = await client<{ open: string; busy: string }[]>`
          select count(*) as open, count(*) filter (where state <> 'idle') as busy
          from pg_stat_activity where application_name = ${applicationName}`;
        // The connection asking is one of them and is busy only because it asks.
        return {
          max: POOL_MAX,
          open: Number(rows[0]?.open ?? 0),
          busy: Math.max(0, Number(rows[0]?.busy ?? 0) - 1),
        };
      },
      dumpDataDir: null,
      listen: async (channel, onPayload, onListen) => {
        const { unlisten } = await client.listen(channel, onPayload, onListen);
        return unlisten;
      },
    };
  }
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let client: PGlite;
  if (options.dataDir === "memory") {
    client = new PGlite(pgliteOptions);
  } else {
    const dir = path.join(options.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    await createPgliteFolderIfMissing(dir, pgliteOptions.startParams);
    client = new PGlite(dir, pgliteOptions);
  }
  const db = drizzle(client, { schema });
  // One process owns a PGlite folder, so nothing else can migrate it meanwhile.
  const before = await appliedMigrations(db);
  await migrate(db, { migrationsFolder });
  const migrationsApplied = (await appliedMigrations(db)).count - before.count;
  return {
    db,
    kind: "pglite",
    migrationsApplied,
    close: () => client.close(),
    ping: async () => {
      await client.query("select 1");
    },
    // PGlite is one connection inside this process, always open.
    poolStats: async () => ({ max: 1, open: 1, busy: 0 }),
    dumpDataDir: () => client.dumpDataDir("gzip"),
    // One connection inside this process: it never drops, so listening starts once.
    listen: async (channel, onPayload, onListen) => {
      const unlisten = await client.listen(channel, onPayload);
      onListen?.();
      return unlisten;
    },
  };
}
