import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { claimUnpackedSize, zerosEntry, zipOf } from "#tests/factories/import-archives.ts";
import { ArchiveError } from "./archive-error.ts";
import { openArchive } from "./open-archive.ts";

// The archive on disk, as the import job opens it: entries streamed from the file to files.
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "open-archive-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it("opens a ZIP on disk and extracts one entry to a file", async () => {
  const photo = Buffer.alloc(200_000, 3);
  fs.writeFileSync(path.join(dir, "in.zip"), await zipOf([{ path: "media/p.jpg", data: photo }]));
  const archive = await openArchive(path.join(dir, "in.zip"));
  const out = path.join(dir, "p.jpg");
  expect(await archive.extract("media/p.jpg", out)).toBe(200_000);
  expect(fs.readFileSync(out).equals(photo)).toBe(true);
  archive.close();
});

it("leaves no partial file behind when an entry turns out to be a bomb", async () => {
  const zip = claimUnpackedSize(await zipOf([zerosEntry("b.json", 4 * 1024 ** 2)]), "b.json", 10);
  fs.writeFileSync(path.join(dir, "bomb.zip"), zip);
  const archive = await openArchive(path.join(dir, "bomb.zip"));
  const out = path.join(dir, "b.json");
  const error: unknown = await archive.extract("b.json", out).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ArchiveError);
  expect((error as ArchiveError).reason).toBe("zip_bomb");
  expect(fs.existsSync(out)).toBe(false);
  archive.close();
});

it("refuses a file on disk that is no ZIP", async () => {
  fs.writeFileSync(path.join(dir, "x.zip"), "plain text");
  const error: unknown = await openArchive(path.join(dir, "x.zip")).catch((e: unknown) => e);
  expect((error as ArchiveError).reason).toBe("not_a_zip");
});
