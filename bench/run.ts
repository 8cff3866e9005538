// `npm run bench`: our engine against fountain-js, jouvence and afterwriting, side by side in one
// run, on the shared corpus and on Big Fish repeated four times (to see how time grows), with the
// budgets of docs/ARCHITECTURE.md, Budgets. Prints time per run, ratios and PDF sizes.
import { readFileSync, existsSync, readdirSync } from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { parseFountain, paginate, renderPdf } from "../screenplay/index.ts";
import { loadFonts } from "../screenplay/node/load-fonts.ts";
import { interviewExtractionRow } from "./interview-extraction.ts";
import { measure, type MeasureOptions } from "./measure.ts";
import { benchCompile, COMPILE_BUDGET_MS } from "./compile-story.ts";
import { benchEmotionArc, EMOTION_ARC_BUDGET_MS } from "./emotion-arc.ts";
import { productionWork } from "./production-work.ts";
import { corpusDir } from "../screenplay/test/corpus.ts";

const require = createRequire(import.meta.url);
// The peers are their own package (bench/peers, installed by `npm run bench:peers`).
const peerRequire = createRequire(new URL("./peers/package.json", import.meta.url));
// The shared corpus, or SCREENPLAY_CORPUS for a worktree kept elsewhere (as the tests read it).
const corpus = path.join(corpusDir, "scripts");
if (!existsSync(corpus)) {
  console.error(`bench: corpus not found at ${corpus}; nothing to measure.`);
  process.exit(1);
}

type Peer = "ours" | "fountain-js" | "jouvence" | "afterwriting";
type Work = "parse" | "parse+paginate" | "pdf";
type Fn = () => unknown;

// ---- peers ---------------------------------------------------------------------------------
const notes: string[] = [];
interface FountainJs {
  parse(text: string, tokens?: boolean): unknown;
}
let fountainJs: FountainJs | undefined;
try {
  const mod = peerRequire("fountain-js") as { Fountain: new () => FountainJs };
  fountainJs = new mod.Fountain();
} catch (e) {
  notes.push(`fountain-js could not be loaded: ${(e as Error).message}`);
}
interface JouvenceModule {
  parser(): { parse(input: unknown, notif: unknown): Promise<unknown> };
  input(): { fromString(text: string): unknown };
  dummyNotification(): unknown;
}
let jouvence: JouvenceModule | undefined;
try {
  jouvence = peerRequire("jouvence") as JouvenceModule;
} catch (e) {
  notes.push(`jouvence could not be loaded: ${(e as Error).message}`);
}
interface AwDriver {
  parse(text: string): unknown;
  paginate(parsed: unknown): unknown;
  pdf(parsed: unknown): Promise<{ bytes: number }>;
  pageCount(parsed: unknown): number;
}
let aw: AwDriver | undefined;
try {
  aw = require("./afterwriting-driver.cjs") as AwDriver;
} catch (e) {
  notes.push(`afterwriting could not be driven from Node: ${(e as Error).message}`);
}
notes.push("fountain-js and jouvence are parsers only: they have no pagination or PDF output.");
notes.push(
  "jouvence's parse is asynchronous (promise based); its time includes that overhead. Its events are collected into a list (its sample notification would print them).",
);
notes.push(
  "afterwriting is driven through its own AMD loader (bench/afterwriting-driver.cjs): aw-parser, its liner (pagination) and pdfmaker (PDF, uncompressed, its Courier Prime).",
);

/** jouvence reports elements through callbacks; its sample notification logs each one to the
 * console, which would measure the terminal. This one collects them into a list instead, the
 * same work as our parser building its element list. */
function collectingNotification(): Record<string, (...args: unknown[]) => void> {
  const sample = jouvence?.dummyNotification() as Record<string, unknown> | undefined;
  const events: Array<{ type: string; args: unknown[] }> = [];
  const out: Record<string, (...args: unknown[]) => void> = {};
  for (const key of Object.keys(sample ?? {}))
    out[key] = (...args: unknown[]) => void events.push({ type: key, args });
  return out;
}

const fonts = loadFonts();

function peerFns(text: string): Partial<Record<Peer, Partial<Record<Work, Fn>>>> {
  const out: Partial<Record<Peer, Partial<Record<Work, Fn>>>> = {
    ours: {
      parse: () => parseFountain(text),
      "parse+paginate": () => paginate(parseFountain(text)),
      pdf: () => renderPdf(paginate(parseFountain(text)), fonts),
    },
  };
  if (fountainJs) {
    const f = fountainJs;
    out["fountain-js"] = { parse: () => f.parse(text, true) };
  }
  if (jouvence) {
    const j = jouvence;
    out.jouvence = {
      parse: () => j.parser().parse(j.input().fromString(text), collectingNotification()),
    };
  }
  if (aw) {
    const a = aw;
    out.afterwriting = {
      parse: () => a.parse(text),
      "parse+paginate": () => a.paginate(a.parse(text)),
      pdf: () => a.pdf(a.paginate(a.parse(text))),
    };
  }
  return out;
}

// ---- run ----------------------------------------------------------------------------------
const PEERS: Peer[] = ["ours", "fountain-js", "jouvence", "afterwriting"];
const WORKS: Work[] = ["parse", "parse+paginate", "pdf"];
const ROUNDS = 3;
const OPTS: Record<Work, Partial<MeasureOptions>> = {
  parse: { warmup: 20, minRuns: 30, minTimeMs: 300 },
  "parse+paginate": { warmup: 10, minRuns: 20, minTimeMs: 300 },
  pdf: { warmup: 3, minRuns: 6, minTimeMs: 500, maxTimeMs: 3000 },
};

const files = readdirSync(corpus)
  .filter((f) => f.endsWith(".fountain"))
  .sort((a, b) =>
    a === "Big-Fish.fountain" ? -1 : b === "Big-Fish.fountain" ? 1 : a.localeCompare(b),
  );
const inputs: Array<{ name: string; text: string }> = files.map((f) => ({
  name: f.replace(/\.fountain$/, ""),
  text: readFileSync(path.join(corpus, f), "utf8"),
}));
const bigFish = inputs.find((i) => i.name === "Big-Fish");
if (bigFish)
  inputs.splice(1, 0, { name: "Big-Fish x4", text: Array(4).fill(bigFish.text).join("\n\n") });

type Results = Record<string, Partial<Record<Peer, Partial<Record<Work, number>>>>>;
const results: Results = {};
// Our best-group medians, printed beside the growth that time per run gives (bench/measure.ts).
const medians: Record<string, Partial<Record<Work, number>>> = {};
const pdfBytes: Record<string, Partial<Record<Peer, number>>> = {};
const pages: Record<string, Partial<Record<Peer, number>>> = {};

const fmt = (ms: number | undefined): string =>
  ms === undefined ? "—" : ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0);
const pad = (s: string, n: number, right = false): string => (right ? s.padStart(n) : s.padEnd(n));

console.log(
  `Lifescript screenplay engine benchmark — node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
console.log(`load average at the start: ${load()} (${os.cpus().length} cores)`);
console.log(
  "milliseconds per run, warm: each peer measured in 3 interleaved rounds in this one process; per round the time per run, the best of three groups' means (bench/measure.ts); the best round is shown\n",
);
for (const input of inputs) {
  const fns = peerFns(input.text);
  const res: Results[string] = {};
  results[input.name] = res;
  // Rounds: every peer is measured once per round, and each keeps its best round. Other work on
  // the machine then slows one round of everybody rather than all rounds of one peer.
  for (let round = 0; round < ROUNDS; round++) {
    for (const peer of PEERS) {
      const pf = fns[peer];
      if (!pf) continue;
      const row = (res[peer] ??= {});
      for (const work of WORKS) {
        const fn = pf[work];
        if (!fn) continue;
        const base =
          input.name === "Big-Fish x4" && peer === "afterwriting" && work === "pdf"
            ? { warmup: 1, minRuns: 2, minTimeMs: 0, maxTimeMs: 3000 }
            : OPTS[work];
        const opts = round === 0 ? base : { ...base, warmup: Math.min(base.warmup ?? 1, 2) };
        const sample = await measure(fn, opts);
        row[work] = Math.min(row[work] ?? Infinity, sample.ms);
        if (peer === "ours") {
          const m = (medians[input.name] ??= {});
          m[work] = Math.min(m[work] ?? Infinity, sample.median);
        }
      }
    }
  }
  const ours = renderPdf(paginate(parseFountain(input.text)), fonts);
  pdfBytes[input.name] = { ours: ours.length };
  pages[input.name] = { ours: paginate(parseFountain(input.text)).pages.length };
  if (aw) {
    const parsed = aw.paginate(aw.parse(input.text));
    (pdfBytes[input.name] as Record<string, number>).afterwriting = (await aw.pdf(parsed)).bytes;
    (pages[input.name] as Record<string, number>).afterwriting = aw.pageCount(parsed);
  }
  process.stdout.write(`  measured ${input.name}\n`);
}

// ---- table ----------------------------------------------------------------------------------
const header = [
  "script",
  "work",
  "ours",
  "fountain-js",
  "jouvence",
  "afterwriting",
  "best peer",
  "ours/best",
];
const widths = [22, 15, 8, 12, 9, 13, 10, 10];
const line = (cells: string[]): string =>
  cells.map((c, i) => pad(c, widths[i] as number, i >= 2)).join(" ");
console.log("\n" + line(header));
console.log(widths.map((w) => "-".repeat(w)).join(" "));
for (const input of inputs) {
  const r = results[input.name] as Results[string];
  for (const work of WORKS) {
    const peersMs = (["fountain-js", "jouvence", "afterwriting"] as Peer[]).map(
      (p) => r[p]?.[work],
    );
    const ours = r.ours?.[work];
    const best = Math.min(...peersMs.filter((x): x is number => x !== undefined));
    console.log(
      line([
        input.name,
        work,
        fmt(ours),
        fmt(peersMs[0]),
        fmt(peersMs[1]),
        fmt(peersMs[2]),
        Number.isFinite(best) ? fmt(best) : "—",
        ours !== undefined && Number.isFinite(best) ? `${(ours / best).toFixed(2)}x` : "—",
      ]),
    );
  }
}

console.log(
  "\nPDF size and pages, both counted with the title page (afterwriting: uncompressed PDF; ours: compressed)",
);
for (const input of inputs) {
  const b = pdfBytes[input.name] ?? {};
  const p = pages[input.name] ?? {};
  const tp = parseFountain(input.text).titlePage.entries.length > 0 ? 1 : 0;
  console.log(
    `  ${pad(input.name, 22)} ours ${pad(((b.ours ?? 0) / 1024).toFixed(0) + " KB", 8, true)} ${pad(String((p.ours ?? 0) + tp), 4, true)} pp   afterwriting ${b.afterwriting !== undefined ? pad((b.afterwriting / 1024).toFixed(0) + " KB", 8, true) : "       —"} ${pad(String(p.afterwriting ?? "—"), 4, true)} pp`,
  );
}

// ---- budgets --------------------------------------------------------------------------------
const bf = results["Big-Fish"];
const bf4 = results["Big-Fish x4"];
console.log("\nBudgets (docs/ARCHITECTURE.md, Budgets, Big Fish):");
const check = (label: string, value: number | undefined, limit: number, unit: string): void => {
  const ok = value !== undefined && value <= limit;
  console.log(
    `  ${ok ? "MET " : "GAP "} ${pad(label, 34)} ${pad(value === undefined ? "—" : value.toFixed(2) + unit, 10, true)}  budget <= ${limit}${unit}`,
  );
};
check("parse", bf?.ours?.parse, 2, " ms");
check("parse + paginate", bf?.ours?.["parse+paginate"], 5, " ms");
check("PDF warm (parse+paginate+PDF)", bf?.ours?.pdf, 100, " ms");
check("PDF size", (pdfBytes["Big-Fish"]?.ours ?? Infinity) / 1024, 400, " KB");
for (const work of WORKS) {
  const g =
    bf4?.ours?.[work] !== undefined && bf?.ours?.[work] !== undefined
      ? (bf4.ours[work] as number) / (bf.ours[work] as number)
      : undefined;
  check(`4x script growth: ${work}`, g, 4.5, "x");
  const m1 = medians["Big-Fish"]?.[work];
  const m4 = medians["Big-Fish x4"]?.[work];
  if (m1 !== undefined && m4 !== undefined)
    console.log(`       (by medians: ${fmt(m1)} ms, x4 ${fmt(m4)} ms, ${(m4 / m1).toFixed(2)}x)`);
}
const compiled = await benchCompile();
check(`compile a ${compiled.scenes}-scene story`, compiled.warmMs, COMPILE_BUDGET_MS, " ms");
console.log(
  `       (${compiled.cpuMs.toFixed(2)} ms of CPU; first compile, with the English lexicon loaded: ${compiled.firstMs.toFixed(0)} ms; ${compiled.elements} elements)`,
);
const arc = await benchEmotionArc();
check(`emotion arc of ${arc.scenes} scenes`, arc.ms, EMOTION_ARC_BUDGET_MS, " ms");
// In production: locked pages and a Blue revision on (bench/production-work.ts), ours only.
if (bigFish) {
  const work = [
    productionWork(bigFish.text),
    productionWork(Array(4).fill(bigFish.text).join("\n\n")),
  ];
  const best = [Infinity, Infinity];
  const bestMedian = [Infinity, Infinity];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, fn] of work.entries()) {
      const sample = await measure(fn, OPTS["parse+paginate"]);
      best[i] = Math.min(best[i] as number, sample.ms);
      bestMedian[i] = Math.min(bestMedian[i] as number, sample.median);
    }
  }
  console.log(
    `  (locked + Blue revision: Big Fish ${fmt(best[0])} ms, x4 ${fmt(best[1])} ms; by medians ${fmt(bestMedian[0])} and ${fmt(bestMedian[1])} ms, ${((bestMedian[1] as number) / (bestMedian[0] as number)).toFixed(2)}x)`,
  );
  check(
    "4x growth: parse+paginate, locked+Blue",
    (best[1] as number) / (best[0] as number),
    4.5,
    "x",
  );
}
console.log(
  "  peers' 4x growth: " +
    (["fountain-js", "jouvence", "afterwriting"] as Peer[])
      .map((p) => {
        const parts = WORKS.map((w) => {
          const a = bf?.[p]?.[w];
          const b = bf4?.[p]?.[w];
          return a !== undefined && b !== undefined ? `${w} ${(b / a).toFixed(1)}x` : undefined;
        }).filter(Boolean);
        return `${p}: ${parts.join(", ") || "—"}`;
      })
      .join("; "),
);
const interview = await interviewExtractionRow();
check(interview.label, interview.median, 50, " ms");
notes.push(interview.note);
console.log(`\nload average at the end: ${load()}`);
console.log("\nNotes:");
for (const n of notes) console.log(`  - ${n}`);
