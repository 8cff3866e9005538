// The real server as a person runs it (`node scripts/start.mjs`: supervisor, build check, server),
// on a free loopback port, for tests and benchmarks that need a process rather than app.request().
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./postgres-cluster.ts";

export type ServerProcess = {
  baseUrl: string;
  pid: number; // the supervisor's: the server runs in its descendants
  // Everything the supervisor and the server printed so far.
  output: () => string;
  // Sends a signal to the supervisor (which passes it on to the server) without waiting.
  signal: (signal: NodeJS.Signals) => void;
  // Settles with the supervisor's exit code once it has exited.
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

const root = path.resolve(import.meta.dirname, "..", "..");

export async function startServerProcess(options: {
  databaseUrl?: string;
  buildDir: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  // A benchmark drops the request log (as a log shipper would take it) instead of keeping it.
  discardStdout?: boolean;
  // A restart reuses the stopped server's port (the browser's origin) and DATA_DIR (its PGlite
  // database and media); a given DATA_DIR is the caller's to remove.
  port?: number;
  dataDir?: string;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-server-"));
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      BUILD_DIR: options.buildDir,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      RATE_LIMITS: "false",
      AUTH_SECRET: "resilience-secret-resilience-secret-0123",
      DATABASE_URL: options.databaseUrl ?? "",
      ...options.env,
    },
    stdio: ["ignore", options.discardStdout ? "ignore" : "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 240_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health/ready`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    output: () => output,
    signal: (signal) => child.kill(signal),
    exited,
    stop,
  };
}
