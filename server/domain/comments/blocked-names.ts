// Names are compared as people type them: spaces around them and letter case do not count.
const nameKey = (name: string): string => name.trim().toLocaleLowerCase("en-US");

export function isBlockedName(blockedNames: readonly string[], name: string): boolean {
  const key = nameKey(name);
  return blockedNames.some((blocked) => nameKey(blocked) === key);
}

// The list as stored: trimmed, each name once (the first spelling kept).
export function distinctNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of names) {
    const key = nameKey(name);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(name.trim());
  }
  return out;
}
