import fs from "node:fs";

// The resident memory of the server: the largest process under the supervisor (the server
// itself; the supervisor only watches it), read from /proc.
export function serverRssBytes(supervisor: number): number {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  let largest = 0;
  for (const pid of parents.keys()) {
    let current: number | undefined = pid;
    while (current && current !== supervisor) current = parents.get(current);
    if (!current) continue;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      largest = Math.max(largest, kb * 1024);
    } catch {
      // gone meanwhile
    }
  }
  return largest;
}
