// A PostgreSQL cluster that tests and benchmarks control themselves: stopped hard and started
// again (the restart test), or created in a temporary folder (bench:api without a DATABASE_URL).
// As root, the server binaries run as the `postgres` user, which PostgreSQL requires.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type PgControl = {
  bin: string; // folder of pg_ctl, initdb, createdb
  data: string;
  // Options for the postmaster (`pg_ctl -o`): port, socket folder, settings.
  options: string;
  log: string;
  user: string | undefined; // run the binaries as this user (when we are root)
};

export type Cluster = { url: string; control: PgControl; remove: () => void };

function run(control: PgControl, tool: string, args: string[]): string {
  const binary = path.join(control.bin, tool);
  const [command, argv] =
    control.user && process.getuid?.() === 0
      ? ["runuser", ["-u", control.user, "--", binary, ...args]]
      : [binary, args];
  return execFileSync(command, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

// Stops the server the way a crash or a power cut does: no checkpoint, connections cut.
export function stopImmediately(control: PgControl): void {
  run(control, "pg_ctl", ["-D", control.data, "-m", "immediate", "-w", "stop"]);
}

export function startServer(control: PgControl): void {
  run(control, "pg_ctl", [
    "-D",
    control.data,
    "-l",
    control.log,
    "-o",
    control.options,
    "-w",
    "start",
  ]);
}

// The CI cluster, as .ci/run describes it (TEST_PG_CTL, TEST_PG_DATA, TEST_PG_OPTS, TEST_PG_LOG,
// TEST_PG_USER); null when this run has no cluster it may restart.
export function clusterControlFromEnv(source: NodeJS.ProcessEnv = process.env): PgControl | null {
  const pgCtl = source.TEST_PG_CTL;
  const data = source.TEST_PG_DATA;
  if (!pgCtl || !data || !fs.existsSync(pgCtl)) return null;
  return {
    bin: path.dirname(pgCtl),
    data,
    options: source.TEST_PG_OPTS ?? "",
    log: source.TEST_PG_LOG ?? path.join(os.tmpdir(), "lifescript-test-pg.log"),
    user: source.TEST_PG_USER || undefined,
  };
}

export function findPgBin(): string | null {
  const candidates = [
    "/usr/lib/postgresql/15/bin",
    "/usr/lib/postgresql/16/bin",
    "/usr/lib/postgresql/17/bin",
  ];
  return candidates.find((dir) => fs.existsSync(path.join(dir, "pg_ctl"))) ?? null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

// A new cluster in a temporary folder with one database; null when no server binaries exist.
export async function startPrivateCluster(database = "lifescript_bench"): Promise<Cluster | null> {
  const bin = findPgBin();
  if (!bin) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  const port = await freePort();
  const control: PgControl = {
    bin,
    data: path.join(dir, "data"),
    options: `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    log: path.join(dir, "log"),
    user: asRoot ? "postgres" : undefined,
  };
  run(control, "initdb", ["-D", control.data, "-U", "lifescript", "--auth=trust", "-E", "UTF8"]);
  startServer(control);
  run(control, "createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "lifescript", database]);
  return {
    url: `postgres://lifescript@127.0.0.1:${port}/${database}`,
    control,
    remove: () => {
      try {
        run(control, "pg_ctl", ["-D", control.data, "-m", "fast", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
