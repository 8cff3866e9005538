// Where the shared third-party corpus lives (never copied into the repo): ../shared/corpus beside
// the repository, or the folder named by SCREENPLAY_CORPUS (a git worktree kept elsewhere). Tests
// that need it skip with a message when it is missing.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const corpusDir =
  process.env.SCREENPLAY_CORPUS ?? path.resolve(repoRoot, "..", "shared", "corpus");
export const hasCorpus = existsSync(path.join(corpusDir, "scripts"));
export const corpusSkipMessage = `corpus not found at ${corpusDir}: corpus tests skipped`;

if (!hasCorpus) console.warn(corpusSkipMessage);

function list(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...list(p));
    else if (e.name.endsWith(".fountain")) out.push(p);
  }
  return out.sort();
}

export const scriptFiles = (): string[] => list(path.join(corpusDir, "scripts"));
export const syntaxFiles = (): string[] => list(path.join(corpusDir, "syntax"));
export const allCorpusFiles = (): string[] => [...scriptFiles(), ...syntaxFiles()];
export const corpusFile = (rel: string): string => path.join(corpusDir, rel);
export const readBytes = (file: string): Uint8Array => new Uint8Array(readFileSync(file));
