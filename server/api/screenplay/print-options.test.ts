// The print option of the file downloads: automatic character continueds (autoContd), on unless
// the query says 0. The PDF's cues change; the FDX carries it as Final Draft's own setting.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";

const hasPoppler = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

function pdfText(bytes: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-pdf-"));
  try {
    fs.writeFileSync(path.join(dir, "s.pdf"), bytes);
    return execFileSync("pdftotext", [path.join(dir, "s.pdf"), "-"], { encoding: "utf8" });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("screenplay downloads: automatic CONT'D", () => {
  let t: TestApp;
  let alice: Session;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
  });
  afterAll(() => t.close());

  const fountain = [
    "INT. KITCHEN - DAY",
    "ROSA\nThe boat leaves at six.",
    "She folds the letter.",
    "ROSA\nI will write every Sunday.",
  ].join("\n\n");

  async function movieWithScript(): Promise<string> {
    const { id } = await t.createMovie(alice, "Rosa");
    const put = await t.request(`/api/movies/${id}/screenplay`, {
      method: "PUT",
      as: alice,
      json: { fountain, version: 0 },
    });
    expect(put.status).toBe(200);
    return id;
  }
  const download = async (id: string, file: string) => {
    const r = await t.request(`/api/movies/${id}/${file}`, { as: alice });
    expect(r.status).toBe(200);
    return new Uint8Array(await r.arrayBuffer());
  };

  it.skipIf(!hasPoppler)(
    "the PDF prints ROSA (CONT'D) by default and ROSA with autoContd=0",
    async () => {
      const id = await movieWithScript();
      const on = pdfText(await download(id, "screenplay.pdf"));
      expect(on).toContain("ROSA (CONT'D)");
      // A cached PDF of the default must not answer the other option.
      const off = pdfText(await download(id, "screenplay.pdf?autoContd=0"));
      expect(off).toContain("ROSA");
      expect(off).not.toContain("CONT'D");
      expect(pdfText(await download(id, "screenplay.pdf?autoContd=1"))).toContain("ROSA (CONT'D)");
    },
  );

  it("the FDX says which, as Final Draft's print setting", async () => {
    const id = await movieWithScript();
    const on = new TextDecoder().decode(await download(id, "screenplay.fdx"));
    expect(on).toContain('AutomaticCharacterContinueds="Yes"');
    const off = new TextDecoder().decode(await download(id, "screenplay.fdx?autoContd=false"));
    expect(off).toContain('AutomaticCharacterContinueds="No"');
  });

  it("answers 400 with what to fix for a bad value", async () => {
    const id = await movieWithScript();
    const r = await t.request(`/api/movies/${id}/screenplay.pdf?autoContd=maybe`, { as: alice });
    expect(r.status).toBe(400);
    expect(((await r.json()) as ErrorBody).error.message).toBe(
      "autoContd: autoContd must be 1 or 0",
    );
  });
});
