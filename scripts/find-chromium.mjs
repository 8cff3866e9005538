// Finds a Chromium for the browser tests: CHROMIUM_PATH, the system one, or Playwright's own.
// When there is none and we are root with apt, installs Debian's chromium; otherwise says what to do.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function playwrightChromium() {
  const cache =
    process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), ".cache", "ms-playwright");
  if (!fs.existsSync(cache)) return undefined;
  for (const dir of fs
    .readdirSync(cache)
    .filter((d) => d.startsWith("chromium"))
    .sort()
    .reverse()) {
    for (const sub of [
      "chrome-linux/chrome",
      "chrome-linux64/chrome",
      "chrome-linux/headless_shell",
    ]) {
      const candidate = path.join(cache, dir, sub);
      if (fs.existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

function systemChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
  ];
  return candidates.find((c) => c && fs.existsSync(c));
}

export function findChromium({ install = true } = {}) {
  const found = systemChromium() ?? playwrightChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (install && isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium with apt-get...");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    const result = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status === 0) return systemChromium();
  }
  throw new Error(
    "No Chromium for the browser tests. Install one: `sudo apt-get install -y chromium` (Debian/Ubuntu), " +
      "or set CHROMIUM_PATH=/path/to/chrome.",
  );
}
