import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_ERROR_EXIT, restartDelay, supervise } from "./supervise.ts";

const fast = { firstMs: 20, maxMs: 80, stableMs: 60_000 };

// A stand-in server: dies at once for its first `crashes` starts (as the driver bug did), then
// stays up until SIGTERM, when it writes "closed" and exits 0.
function fakeServer(crashes: number): { script: string; starts: () => string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-supervise-"));
  const logFile = path.join(dir, "log");
  const script = path.join(dir, "server.mjs");
  fs.writeFileSync(
    script,
    `import fs from "node:fs";
const log = ${JSON.stringify(logFile)};
fs.appendFileSync(log, "start\\n");
const starts = fs.readFileSync(log, "utf8").split("\\n").filter((l) => l === "start").length;
if (starts <= ${crashes}) setImmediate(() => { throw new TypeError("Cannot read properties of null (reading 'write')"); });
else {
  setInterval(() => {}, 1000);
  process.on("SIGTERM", () => { fs.appendFileSync(log, "closed\\n"); process.exit(0); });
  fs.appendFileSync(log, "ready\\n");
}
`,
  );
  return {
    script,
    starts: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").split("\n") : []),
  };
}

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("server supervisor", () => {
  it("starts a server that crashed again, then passes SIGTERM on and ends with its code", async () => {
    const server = fakeServer(2);
    const lines: string[] = [];
    const supervisor = supervise({
      command: process.execPath,
      args: [server.script],
      backoff: fast,
      log: (line) => lines.push(line),
    });
    await until(() => server.starts().includes("ready"));
    expect(supervisor.starts()).toBe(3);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/the server exited \(code 1\).*restarting in 0.02 s/);
    expect(lines[1]).toMatch(/restarting in 0.04 s/);

    supervisor.stop("SIGTERM");
    expect(await supervisor.done).toBe(0);
    expect(server.starts()).toContain("closed");
    expect(supervisor.starts()).toBe(3);
  });

  it("stops at once when told to while it waits to restart", async () => {
    const server = fakeServer(100);
    const supervisor = supervise({
      command: process.execPath,
      args: [server.script],
      backoff: { firstMs: 60_000, maxMs: 60_000, stableMs: 60_000 },
      log: () => {},
    });
    await until(() => server.starts().includes("start"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    supervisor.stop("SIGINT");
    expect(await supervisor.done).toBe(0);
    expect(supervisor.starts()).toBe(1);
  });

  it("stops instead of restarting when the server says its settings are wrong", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-supervise-"));
    const script = path.join(dir, "server.mjs");
    fs.writeFileSync(script, `process.exit(${CONFIG_ERROR_EXIT});\n`);
    const lines: string[] = [];
    const supervisor = supervise({
      command: process.execPath,
      args: [script],
      backoff: fast,
      log: (line) => lines.push(line),
    });
    expect(await supervisor.done).toBe(CONFIG_ERROR_EXIT);
    expect(supervisor.starts()).toBe(1);
    expect(lines.join("\n")).toMatch(/settings are wrong/);
  });

  it("doubles the pause after each quick failure, up to the cap", () => {
    const backoff = { firstMs: 1000, maxMs: 30_000, stableMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => restartDelay(n, backoff))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});
