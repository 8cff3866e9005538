import { describe, expect, it } from "vitest";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs, CliError, run } from "./cli.ts";
import { parseFountain } from "../parse/parse-fountain.ts";
import { readFdx } from "../fdx/read-fdx.ts";
import { canonicalElements } from "../canonical.ts";
import { corpusFile, hasCorpus, repoRoot, scriptFiles } from "../test/corpus.ts";

const bin = path.join(repoRoot, "bin", "lifescript.mjs");
const dir = mkdtempSync(path.join(tmpdir(), "lifescript-cli-"));
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", cwd: repoRoot });
const poppler = spawnSync("pdftotext", ["-v"]).status === 0;

describe("argument parsing", () => {
  it("reads render options", () => {
    expect(
      parseArgs(["render", "a.fountain", "-o", "b.pdf", "--paper", "a4", "--scene-numbers"]),
    ).toEqual({
      command: "render",
      input: "a.fountain",
      output: "b.pdf",
      paper: "a4",
      sceneNumbers: true,
      autoContd: true,
    });
    expect(parseArgs(["render", "a.fountain", "-o", "b.pdf", "--no-auto-contd"])).toMatchObject({
      autoContd: false,
    });
  });
  it("rejects unknown options, a bad paper and a missing output", () => {
    expect(() => parseArgs(["render", "a.fountain", "-o", "b.pdf", "--colour"])).toThrow(
      /Unknown option "--colour"/,
    );
    expect(() => parseArgs(["render", "a.fountain", "-o", "b.pdf", "--paper", "legal"])).toThrow(
      CliError,
    );
    expect(() => parseArgs(["render", "a.fountain"])).toThrow(/Missing -o/);
    expect(() => parseArgs(["print"])).toThrow(/Unknown command/);
  });
});

describe("lifescript command", () => {
  const src = path.join(dir, "s.fountain");
  writeFileSync(src, "Title: CLI\n\nINT. ROOM - DAY\n\nBOB\nHello.\n");
  it("renders PDF, FDX and Fountain", { timeout: 60_000 }, () => {
    const pdf = path.join(dir, "s.pdf");
    const r = cli("render", src, "-o", pdf, "--paper", "a4", "--scene-numbers");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("1 pages, 1 scenes");
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe("%PDF-");
    expect(cli("render", src, "-o", path.join(dir, "s.fdx")).status).toBe(0);
    expect(readFdx(readFileSync(path.join(dir, "s.fdx"), "utf8")).elements).toHaveLength(3);
    expect(cli("render", path.join(dir, "s.fdx"), "-o", path.join(dir, "t.fountain")).status).toBe(
      0,
    );
    expect(
      canonicalElements(parseFountain(readFileSync(path.join(dir, "t.fountain"), "utf8")).elements),
    ).toEqual(canonicalElements(parseFountain(readFileSync(src, "utf8")).elements));
  });
  it("exits non-zero with a clear message on bad input", { timeout: 60_000 }, () => {
    const missing = cli("render", path.join(dir, "nope.fountain"), "-o", path.join(dir, "x.pdf"));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("no such file");
    const wrongType = cli("render", path.join(dir, "s.pdf"), "-o", path.join(dir, "x.pdf"));
    expect(wrongType.status).toBe(2);
    expect(wrongType.stderr).toContain("must be a .fountain or .fdx file");
    const binary = path.join(dir, "b.fountain");
    writeFileSync(binary, Buffer.from([0x25, 0x50, 0, 1, 2, 3]));
    expect(cli("render", binary, "-o", path.join(dir, "x.pdf")).stderr).toContain(
      "not a text file",
    );
    const badFdx = path.join(dir, "bad.fdx");
    writeFileSync(badFdx, "<html/>");
    expect(cli("render", badFdx, "-o", path.join(dir, "x.pdf")).stderr).toContain(
      "Not an FDX file",
    );
    const unreadable = path.join(dir, "locked.fountain");
    writeFileSync(unreadable, "x");
    chmodSync(unreadable, 0o000);
    const locked = cli("render", unreadable, "-o", path.join(dir, "x.pdf"));
    // root can read anything; otherwise the message names the problem.
    if (locked.status !== 0) expect(locked.stderr).toContain("permission denied");
    const unknown = cli("render", src, "-o", path.join(dir, "x.pdf"), "--bogus");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown option "--bogus"');
    expect(cli("render", src, "-o", path.join(dir, "x.docx")).stderr).toContain(
      "output must end in .pdf, .fdx or .fountain",
    );
  });
  it("--no-auto-contd prints cues as written, in the PDF and in the FDX's print setting", () => {
    const again = path.join(dir, "again.fountain");
    writeFileSync(again, "INT. ROOM - DAY\n\nBOB\nHello.\n\nHe waves.\n\nBOB\nStill here.\n");
    const text = (file: string) => execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
    run(["render", again, "-o", path.join(dir, "on.pdf")], () => {});
    run(["render", again, "-o", path.join(dir, "off.pdf"), "--no-auto-contd"], () => {});
    if (poppler) {
      expect(text(path.join(dir, "on.pdf"))).toContain("BOB (CONT'D)");
      expect(text(path.join(dir, "off.pdf"))).not.toContain("CONT'D");
    }
    run(["render", again, "-o", path.join(dir, "on.fdx")], () => {});
    run(["render", again, "-o", path.join(dir, "off.fdx"), "--no-auto-contd"], () => {});
    expect(readFileSync(path.join(dir, "on.fdx"), "utf8")).toContain(
      'AutomaticCharacterContinueds="Yes"',
    );
    expect(readFileSync(path.join(dir, "off.fdx"), "utf8")).toContain(
      'AutomaticCharacterContinueds="No"',
    );
  });
  it.skipIf(!hasCorpus)("renders Big Fish and prints statistics", () => {
    const out = execFileSync(
      process.execPath,
      [bin, "stats", corpusFile("scripts/Big-Fish.fountain")],
      { encoding: "utf8" },
    );
    expect(JSON.parse(out)).toMatchObject({ scenes: 190 });
  });
});

describe.skipIf(!hasCorpus)("lifescript render on every corpus script (in process)", () => {
  if (!poppler) console.warn("pdfinfo not installed: PDF page counts not checked");
  for (const file of hasCorpus ? scriptFiles() : []) {
    it(`${path.basename(file)} → PDF, FDX, Fountain`, { timeout: 30_000 }, () => {
      const base = path.join(dir, path.basename(file, ".fountain"));
      const said: string[] = [];
      run(["render", file, "-o", `${base}.pdf`], (m) => said.push(m));
      run(["render", file, "-o", `${base}.fdx`], () => {});
      run(["render", file, "-o", `${base}.out.fountain`], () => {});
      const pages = Number(/(\d+) pages/.exec(said[0] ?? "")?.[1]);
      expect(pages).toBeGreaterThan(0);
      if (poppler) {
        const info = execFileSync("pdfinfo", [`${base}.pdf`], { encoding: "utf8" });
        expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBe(pages + 1); // + title page
        expect(
          execFileSync("pdftotext", [`${base}.pdf`, "-"], { encoding: "utf8" }).length,
        ).toBeGreaterThan(1000);
      }
      const original = parseFountain(readFileSync(file));
      const fromFdx = readFdx(readFileSync(`${base}.fdx`, "utf8"));
      expect(canonicalElements(fromFdx.elements)).toEqual(canonicalElements(original.elements));
      const fromFountain = parseFountain(readFileSync(`${base}.out.fountain`));
      expect(fromFountain.elements.map(({ pos: _p, ...e }) => e)).toEqual(
        original.elements.map(({ pos: _p, ...e }) => e),
      );
    });
  }
});
