// CPU time (user + system) of a process and all its descendants, from /proc (Linux). The bench
// reports it per request: unlike requests per second, it hardly moves when something else keeps
// the machine busy.
import fs from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux architecture in use

type Stat = { ppid: number; ticks: number };

function readStat(pid: string): Stat | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces: fields are counted after its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

// Milliseconds of CPU used so far by `root` and its descendants; null without /proc.
export function treeCpuMs(root: number): number | null {
  if (!fs.existsSync(`/proc/${root}/stat`)) return null;
  const stats = new Map<number, Stat>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat) stats.set(Number(entry), stat);
  }
  const inTree = (pid: number): boolean => {
    for (let current: number | undefined = pid; current; current = stats.get(current)?.ppid) {
      if (current === root) return true;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks;
  return (ticks * 1000) / TICKS_PER_SECOND;
}
