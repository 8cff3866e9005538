import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  ping: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseOptions = {
  // A postgres:// URL selects PostgreSQL; otherwise PGlite in `dataDir` (or in memory with "memory").
  url?: string | undefined;
  dataDir: string | "memory";
};

// Opens the database and applies every pending migration: the same SQL on PGlite and PostgreSQL.
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    const client = postgres(options.url, { max: 10, onnotice: () => {} });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db,
      kind: "postgres",
      close: () => client.end({ timeout: 5 }),
      ping: async () => {
        await client`select 1`;
      },
    };
  }
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let client: PGlite;
  if (options.dataDir === "memory") {
    client = new PGlite();
  } else {
    const dir = path.join(options.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    ping: async () => {
      await client.query("select 1");
    },
  };
}
