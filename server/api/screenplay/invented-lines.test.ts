// The co-writer's invented dialogue reaches readers marked: the shared page's lines say which
// rows are invented, the PDF marks them and counts them on its title page unless the download
// says markInvented=0, and the FDX carries them as script notes, never as printed text.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SharedScreenplay } from "#contracts/screenplay.ts";
import type { ShareLink } from "#contracts/share-link.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { readFdx } from "#screenplay/fdx/read-fdx.ts";

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

describe("invented dialogue in the files and on the shared page", () => {
  let t: TestApp;
  let alice: Session;
  let movieId: string;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Sam Rivera" });
    movieId = (await t.createMovie(alice, "The Summer of the Lake")).id;
    const fountain = [
      "Title: The Summer of the Lake",
      "Author: Sam Rivera",
      "",
      "EXT. THE LAKE - DAWN",
      "",
      "DAD",
      "Cast it past the reeds.",
      "",
      "SAM",
      "The fish can wait. We can't. [[invented]]",
      "",
      "DAD",
      "Then we'll have had the quiet. [[invented]]",
    ].join("\n");
    const put = await t.request(`/api/movies/${movieId}/screenplay`, {
      method: "PUT",
      as: alice,
      json: { fountain, version: 0 },
    });
    expect(put.status).toBe(200);
  });
  afterAll(() => t.close());

  const download = async (file: string) => {
    const r = await t.request(`/api/movies/${movieId}/${file}`, { as: alice });
    expect(r.status).toBe(200);
    return new Uint8Array(await r.arrayBuffer());
  };

  it("marks the invented rows on the shared page", async () => {
    const link = (await (
      await t.request(`/api/movies/${movieId}/share-links`, { method: "POST", as: alice, json: {} })
    ).json()) as ShareLink;
    const shared = (await (await t.request(`/api/share/${link.token}`)).json()) as SharedScreenplay;
    const dialogue = shared.pages.flatMap((p) => p.lines.filter((l) => l.kind === "dialogue"));
    expect(dialogue.map((l) => [l.text.trimEnd(), l.invented ?? false])).toEqual([
      ["Cast it past the reeds.", false],
      ["The fish can wait. We can't.", true],
      ["Then we'll have had the quiet.", true],
    ]);
    expect(shared.titlePageLines?.map((l) => l.text)).toContain(
      "Contains 2 lines of dramatised dialogue (†)",
    );
  });

  it.skipIf(!hasPoppler)(
    "lists them on the PDF's title page and marks them, unless markInvented=0",
    async () => {
      const marked = pdfText(await download("screenplay.pdf"));
      expect(marked).toContain("Contains 2 lines of dramatised dialogue (†)");
      expect(marked.split("†")).toHaveLength(4);
      // A cached PDF of the default must not answer the other option.
      const plain = pdfText(await download("screenplay.pdf?markInvented=0"));
      expect(plain).not.toContain("dramatised");
      expect(plain).not.toContain("†");
      expect(plain).toContain("The fish can wait. We can't.");
    },
  );

  it("writes them into the FDX as script notes, never as printed text", async () => {
    const xml = new TextDecoder().decode(await download("screenplay.fdx"));
    const content = xml.slice(xml.indexOf("<Content>"), xml.indexOf("</Content>"));
    expect(content).not.toContain("[[");
    expect(xml.match(/<ScriptNote [^>]*Name="Dramatised dialogue"/g)).toHaveLength(2);
    const back = readFdx(xml);
    expect(
      back.elements
        .filter((e) => e.type === "dialogue")
        .map((e) => e.type === "dialogue" && e.text),
    ).toEqual([
      "Cast it past the reeds.",
      "The fish can wait. We can't. [[invented]]",
      "Then we'll have had the quiet. [[invented]]",
    ]);
  });

  it("answers 400 with what to fix for a bad value", async () => {
    const r = await t.request(`/api/movies/${movieId}/screenplay.pdf?markInvented=maybe`, {
      as: alice,
    });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { error: { message: string } }).error.message).toBe(
      "markInvented: markInvented must be 1 or 0",
    );
  });
});
