// `npm run compare-pages`: every corpus script laid out by our paginator and by afterwriting
// 1.17.3 (its US Letter profile), page by page. Prints per script both page counts (script pages,
// title page not counted), how many pages start on the same line as afterwriting's, and the first
// page whose first line differs, which is where the two engines' break rules part. `--all` lists
// every page whose first line differs; `--paper a4` lays ours out on A4 (afterwriting stays on
// Letter).
import { createRequire } from "node:module";
import path from "node:path";
import { parseFountain, paginate, type Page } from "../screenplay/index.ts";
import {
  allCorpusFiles,
  corpusDir,
  hasCorpus,
  readBytes,
  corpusSkipMessage,
} from "../screenplay/test/corpus.ts";

const require = createRequire(import.meta.url);
interface AwLine {
  type: string;
  text: string;
}
interface AwDriver {
  parse(text: string): unknown;
  paginate(parsed: unknown): unknown;
  pageLines(parsed: unknown): AwLine[][];
}
const aw = require("./afterwriting-driver.cjs") as AwDriver;

if (!hasCorpus) {
  console.error(corpusSkipMessage);
  process.exit(1);
}
const all = process.argv.includes("--all");
const paperArg = process.argv[process.argv.indexOf("--paper") + 1];
const paper = process.argv.includes("--paper") && paperArg === "a4" ? "a4" : "letter";

/** Text as both engines print it, for comparison: markup and spacing dropped, capitals. */
function norm(s: string): string {
  return s
    .replace(/[*_\\]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase();
}

/** Same first line: equal, or one a prefix of the other (afterwriting wraps at 61/36 columns,
 * we at 60/35, so the same break can show a line one word shorter). */
function sameLine(a: string, b: string): boolean {
  const x = norm(a);
  const y = norm(b);
  if (x.length === 0 || y.length === 0) return x === y;
  return x.startsWith(y) || y.startsWith(x);
}

function firstLine(p: Page | undefined): string {
  let best: { y: number; x: number; text: string } | undefined;
  for (const l of p?.lines ?? []) {
    if (l.kind === "page_number" || l.kind === "scene_number" || l.text.length === 0) continue;
    if (!best || l.y < best.y || (l.y === best.y && l.x < best.x)) best = l;
  }
  return best?.text ?? "";
}

const clip = (s: string, n = 38): string => {
  const t = norm(s);
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
};

const files = allCorpusFiles();
const rows: string[][] = [];
let worst = 0;
for (const file of files) {
  const bytes = readBytes(file);
  const ours = paginate(parseFountain(bytes), { paper }).pages;
  const theirs = aw.pageLines(aw.paginate(aw.parse(new TextDecoder().decode(bytes))));
  const diffs: number[] = [];
  const n = Math.min(ours.length, theirs.length);
  for (let i = 0; i < n; i++) {
    const a = firstLine(ours[i]);
    const b = theirs[i]?.[0]?.text ?? "";
    if (!sameLine(a, b)) diffs.push(i);
  }
  const same = n - diffs.length;
  if (diffs.length === 0 && ours.length !== theirs.length) diffs.push(n);
  const delta = ours.length - theirs.length;
  worst = Math.max(worst, Math.abs(delta));
  const name = path.relative(corpusDir, file);
  const at = diffs[0];
  rows.push([
    name,
    String(ours.length),
    String(theirs.length),
    delta > 0 ? `+${delta}` : String(delta),
    `${same}/${n}`,
    at === undefined ? "—" : String(at + 1),
    at === undefined ? "" : `ours "${clip(firstLine(ours[at]))}"`,
    at === undefined ? "" : `afterwriting "${clip(theirs[at]?.[0]?.text ?? "")}"`,
  ]);
  if (all && diffs.length > 1) {
    for (const d of diffs.slice(1)) {
      rows.push([
        "",
        "",
        "",
        "",
        "",
        String(d + 1),
        `ours "${clip(firstLine(ours[d]))}"`,
        `afterwriting "${clip(theirs[d]?.[0]?.text ?? "")}"`,
      ]);
    }
  }
}

const header = [
  "script",
  "ours",
  "aw",
  "diff",
  "pages that start on the same line as afterwriting's",
  "1st differing page",
  "",
  "",
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
const line = (cells: string[]): string =>
  cells
    .map((c, i) => (i >= 1 && i <= 5 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
    .join("  ")
    .trimEnd();
console.log(
  `Pages per script: ours (${paper === "a4" ? "A4" : "US Letter"}) and afterwriting 1.17.3 (US Letter), title pages not counted`,
);
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const r of rows) console.log(line(r));
console.log(`\nlargest difference in page count: ${worst}`);
