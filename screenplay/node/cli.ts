// `lifescript render <input.fountain|input.fdx> -o <output.pdf|.fdx|.fountain> [--paper letter|a4]
// [--scene-numbers] [--no-auto-contd]`. Node-only: reads and writes files, then hands plain data to the engine.
import { readFileSync, writeFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseFountain } from "../parse/parse-fountain.ts";
import { readFdx } from "../fdx/read-fdx.ts";
import { writeFdx } from "../fdx/write-fdx.ts";
import { writeFountain } from "../write-fountain.ts";
import { renderPdf } from "../pdf/render-pdf.ts";
import { paginate } from "../layout/paginate.ts";
import { statistics } from "../statistics.ts";
import { loadFonts } from "./load-fonts.ts";
import type { Paper } from "../layout/types.ts";
import type { ScreenplayDocument } from "../types.ts";

export class CliError extends Error {}

const USAGE = `Usage:
  lifescript render <input.fountain|input.fdx> -o <output.pdf|output.fdx|output.fountain> [--paper letter|a4] [--scene-numbers] [--no-auto-contd]
  lifescript stats <input.fountain|input.fdx>

  --no-auto-contd  do not add (CONT'D) when a character speaks again after action (Final Draft's
                   automatic continueds, on by default); (MORE)/(CONT'D) at page breaks stay`;

interface Parsed {
  command: string;
  input: string;
  output?: string;
  paper: Paper;
  sceneNumbers: boolean;
  autoContd: boolean;
}

export function parseArgs(argv: string[]): Parsed {
  const [command, ...rest] = argv;
  if (!command || command === "--help" || command === "-h") throw new CliError(USAGE);
  if (command !== "render" && command !== "stats")
    throw new CliError(`Unknown command "${command}".\n${USAGE}`);
  let input: string | undefined;
  let output: string | undefined;
  let paper: Paper = "letter";
  let sceneNumbers = false;
  let autoContd = true;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i] as string;
    if (a === "-o" || a === "--output") {
      output = rest[++i];
      if (!output) throw new CliError(`${a} needs a file name.`);
    } else if (a === "--paper") {
      const v = rest[++i];
      if (v !== "letter" && v !== "a4")
        throw new CliError(`--paper must be "letter" or "a4", not "${v ?? ""}".`);
      paper = v;
    } else if (a.startsWith("--paper=")) {
      const v = a.slice(8);
      if (v !== "letter" && v !== "a4")
        throw new CliError(`--paper must be "letter" or "a4", not "${v}".`);
      paper = v;
    } else if (a === "--scene-numbers") {
      sceneNumbers = true;
    } else if (a === "--no-auto-contd") {
      autoContd = false;
    } else if (a.startsWith("-")) {
      throw new CliError(`Unknown option "${a}".\n${USAGE}`);
    } else if (input === undefined) {
      input = a;
    } else {
      throw new CliError(`Unexpected argument "${a}".\n${USAGE}`);
    }
  }
  if (!input) throw new CliError(`Missing input file.\n${USAGE}`);
  if (command === "render" && !output) throw new CliError(`Missing -o <output file>.\n${USAGE}`);
  const parsed: Parsed = { command, input, paper, sceneNumbers, autoContd };
  if (output) parsed.output = output;
  return parsed;
}

function readInput(file: string): ScreenplayDocument {
  const ext = path.extname(file).toLowerCase();
  if (ext !== ".fountain" && ext !== ".fdx" && ext !== ".txt" && ext !== ".spmd") {
    throw new CliError(`Cannot read "${file}": input must be a .fountain or .fdx file.`);
  }
  let bytes: Uint8Array;
  try {
    if (!statSync(file).isFile()) throw new CliError(`Cannot read "${file}": it is not a file.`);
    bytes = new Uint8Array(readFileSync(file));
  } catch (err) {
    if (err instanceof CliError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new CliError(`Cannot read "${file}": no such file.`);
    if (code === "EACCES") throw new CliError(`Cannot read "${file}": permission denied.`);
    throw new CliError(`Cannot read "${file}": ${(err as Error).message}`);
  }
  if (ext === ".fdx") {
    try {
      return readFdx(bytes);
    } catch (err) {
      throw new CliError(`Cannot read "${file}": ${(err as Error).message}`);
    }
  }
  // A Fountain file is text: NUL bytes mean it is something else (a PDF, an image, a zip...).
  if (bytes.subarray(0, 8192).includes(0))
    throw new CliError(`Cannot read "${file}": it is not a text file.`);
  return parseFountain(bytes);
}

export function run(argv: string[], log: (s: string) => void = console.log): void {
  const args = parseArgs(argv);
  const doc = readInput(args.input);
  const pagination = paginate(doc, {
    paper: args.paper,
    sceneNumbers: args.sceneNumbers,
    autoContd: args.autoContd,
  });
  if (args.command === "stats") {
    log(JSON.stringify(statistics(doc, pagination), null, 2));
    return;
  }
  const out = args.output as string;
  const ext = path.extname(out).toLowerCase();
  let data: Uint8Array | string;
  if (ext === ".pdf") data = renderPdf(pagination, loadFonts(), {});
  else if (ext === ".fdx") data = writeFdx(doc, { autoContd: args.autoContd });
  else if (ext === ".fountain") data = writeFountain(doc);
  else throw new CliError(`Cannot write "${out}": output must end in .pdf, .fdx or .fountain.`);
  try {
    writeFileSync(out, data);
  } catch (err) {
    throw new CliError(`Cannot write "${out}": ${(err as Error).message}`);
  }
  const s = statistics(doc, pagination);
  log(`Wrote ${out}: ${s.pages} pages, ${s.scenes} scenes.`);
}

export function main(argv: string[]): number {
  try {
    run(argv);
    return 0;
  } catch (err) {
    if (err instanceof CliError) {
      console.error(`lifescript: ${err.message}`);
      return 2;
    }
    console.error(`lifescript: unexpected error: ${(err as Error).stack ?? String(err)}`);
    return 1;
  }
}
