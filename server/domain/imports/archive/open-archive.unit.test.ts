import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  SYMLINK_MODE,
  claimUnpackedSize,
  clearUtf8Flags,
  renameEntry,
  zerosEntry,
  zipOf,
} from "#tests/factories/import-archives.ts";
import { ArchiveError } from "./archive-error.ts";
import { ARCHIVE_MAX_ENTRIES, ARCHIVE_MAX_UNPACKED_BYTES } from "./archive-limits.ts";
import { openArchiveBuffer } from "./open-archive.ts";

const MB = 1024 ** 2;

async function refusal(promise: Promise<unknown>): Promise<ArchiveError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ArchiveError))
    throw new Error(`expected an ArchiveError, got ${String(error)}`);
  return error;
}

function sink() {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { stream, bytes: () => Buffer.concat(chunks) };
}

describe("openArchive: what it lists", () => {
  it("lists regular files with normalised paths and reads their text and heads", async () => {
    const zip = await zipOf(
      [
        { path: "content/" },
        { path: "content/posts_1.json", data: '{"ok":"✓ 日本"}' },
        { path: "./media/a.jpg", data: "JPEGBYTES", compress: false },
      ].map((e) => ({ data: "", ...e })),
    );
    const archive = await openArchiveBuffer(zip);
    expect([...archive.paths].sort()).toEqual(["content/posts_1.json", "media/a.jpg"]);
    expect(await archive.readText("content/posts_1.json")).toBe('{"ok":"✓ 日本"}');
    expect(Buffer.from(await archive.readHead("media/a.jpg", 4)).toString()).toBe("JPEG");
    expect(archive.size("media/a.jpg")).toBe(9);
    expect(archive.report).toEqual([]);
    archive.close();
  });

  it("skips a 0-byte file with a report line and ignores macOS clutter", async () => {
    const zip = await zipOf([
      { path: "photos/empty.jpg", data: "" },
      { path: "photos/full.jpg", data: "x" },
      { path: "__MACOSX/photos/._full.jpg", data: "fork" },
      { path: "photos/.DS_Store", data: "ds" },
    ]);
    const archive = await openArchiveBuffer(zip);
    expect(archive.paths).toEqual(["photos/full.jpg"]);
    expect(archive.report).toEqual(["Skipped photos/empty.jpg: it is empty (0 bytes)."]);
  });

  it("reads names written as UTF-8 without the UTF-8 flag, and CP437 names", async () => {
    const zip = await zipOf([
      { path: "fotos/café.jpg", data: "a" },
      { path: "fotos/xxxxx.jpg", data: "b" },
    ]);
    // 0x82 is "é" in CP437 and no valid UTF-8 on its own.
    const cp437 = Buffer.from([...Buffer.from("fotos/caf"), 0x82, ...Buffer.from("x.jpg")]);
    const archive = await openArchiveBuffer(
      clearUtf8Flags(renameEntry(zip, "fotos/xxxxx.jpg", cp437)),
    );
    expect([...archive.paths].sort()).toEqual(["fotos/café.jpg", "fotos/caféx.jpg"]);
    expect(await archive.readText("fotos/café.jpg")).toBe("a");
  });

  it("streams one entry to a writable and counts the bytes", async () => {
    const photo = Buffer.alloc(300_000, 7);
    const archive = await openArchiveBuffer(await zipOf([{ path: "p.jpg", data: photo }]));
    const out = sink();
    expect(await archive.extract("p.jpg", out.stream)).toBe(300_000);
    expect(out.bytes().equals(photo)).toBe(true);
  });

  it("answers missing_entry for a path that is not listed", async () => {
    const archive = await openArchiveBuffer(await zipOf([{ path: "a.txt", data: "a" }]));
    const error = await refusal(archive.readText("b.txt"));
    expect(error.reason).toBe("missing_entry");
  });
});

describe("openArchive: hostile archives", () => {
  it("refuses an entry whose path climbs out with .. and keeps the others", async () => {
    const zip = renameEntry(
      await zipOf([
        { path: "xx/xx/etc/passwd", data: "root" },
        { path: "ok.jpg", data: "x" },
      ]),
      "xx/xx/etc/passwd",
      "../../etc/passwd",
    );
    const archive = await openArchiveBuffer(zip);
    expect(archive.paths).toEqual(["ok.jpg"]);
    expect(archive.report).toEqual([
      "Refused “../../etc/passwd”: its path climbs out of the archive with “..”.",
    ]);
  });

  it("refuses absolute paths, drive letters and backslash traversal", async () => {
    const zip = await zipOf([
      { path: "xetc/shadow", data: "a" },
      { path: "xxWindows/x.dll", data: "b" },
      { path: "aaaaaaaaevil", data: "c" },
      { path: "fine/photo.jpg", data: "d" },
    ]);
    const hostile = renameEntry(
      renameEntry(
        renameEntry(zip, "xetc/shadow", "/etc/shadow"),
        "xxWindows/x.dll",
        "C:Windows\\x.dll",
      ),
      "aaaaaaaaevil",
      "a\\..\\..\\evil",
    );
    const archive = await openArchiveBuffer(hostile);
    expect(archive.paths).toEqual(["fine/photo.jpg"]);
    expect(archive.report).toEqual([
      "Refused “/etc/shadow”: its path is absolute.",
      "Refused “C:Windows\\x.dll”: its path starts with a drive letter.",
      "Refused “a\\..\\..\\evil”: its path climbs out of the archive with “..”.",
    ]);
  });

  it("refuses a symlink (Unix mode in the external attributes)", async () => {
    const zip = await zipOf([
      { path: "link.jpg", data: "/etc/passwd", mode: SYMLINK_MODE },
      { path: "real.jpg", data: "x" },
    ]);
    const archive = await openArchiveBuffer(zip);
    expect(archive.paths).toEqual(["real.jpg"]);
    expect(archive.report).toEqual(["Refused link.jpg: it is a symbolic link, not a file."]);
  });

  it("refuses an archive with more entries than the limit, before reading them", async () => {
    const zip = await zipOf(
      Array.from({ length: 6 }, (_, i) => ({ path: `p${i}.jpg`, data: "x" })),
    );
    const error = await refusal(openArchiveBuffer(zip, { maxEntries: 5 }));
    expect(error.reason).toBe("too_many_entries");
    expect(error.message).toBe(
      "This ZIP holds 6 entries; we read at most 5. Split the export into smaller archives.",
    );
    await expect(openArchiveBuffer(zip, { maxEntries: 6 })).resolves.toBeTruthy();
  });

  it("refuses a zip bomb whose header admits its ratio", async () => {
    const zip = await zipOf([zerosEntry("bomb.json", 4 * MB)]);
    const error = await refusal(openArchiveBuffer(zip));
    expect(error.reason).toBe("zip_bomb");
    expect(error.message).toMatch(
      /^This ZIP looks like a zip bomb: bomb.json unpacks to more than 100 times/,
    );
  });

  it("refuses a zip bomb whose header lies about its size, on the bytes actually inflated", async () => {
    const zip = claimUnpackedSize(
      await zipOf([zerosEntry("bomb.json", 4 * MB)]),
      "bomb.json",
      1000,
    );
    const archive = await openArchiveBuffer(zip);
    expect(archive.paths).toEqual(["bomb.json"]);
    const error = await refusal(archive.extract("bomb.json", sink().stream));
    expect(error.reason).toBe("zip_bomb");
  });

  it("counts a file read twice once against the total limit", async () => {
    const noise = new Uint8Array(600_000).map((_, i) => (i * 7919) % 251);
    const archive = await openArchiveBuffer(await zipOf([{ path: "a.mp4", data: noise }]), {
      maxUnpackedBytes: MB,
    });
    await archive.extract("a.mp4", sink().stream);
    await expect(archive.extract("a.mp4", sink().stream)).resolves.toBe(600_000);
  });

  it("refuses an archive whose files together unpack past the total limit", async () => {
    const zip = await zipOf([
      { path: "a.mp4", data: new Uint8Array(600_000).map((_, i) => (i * 7919) % 251) },
      { path: "b.mp4", data: new Uint8Array(600_000).map((_, i) => (i * 104729) % 253) },
    ]);
    const error = await refusal(openArchiveBuffer(zip, { maxUnpackedBytes: MB }));
    expect(error.reason).toBe("too_large");
    expect(error.message).toBe(
      "This ZIP unpacks to more than 1 MB, which we do not read. Split the export into smaller archives.",
    );
  });

  it("refuses a file that is no ZIP", async () => {
    const error = await refusal(openArchiveBuffer(Buffer.from("<html>not a zip</html>")));
    expect(error.reason).toBe("not_a_zip");
    expect(error.message).toMatch(/^This file is not a ZIP archive, or it is damaged/);
  });

  it("refuses to load a text file over the text limit", async () => {
    const archive = await openArchiveBuffer(
      await zipOf([{ path: "t.json", data: "x".repeat(5000) }]),
    );
    const error = await refusal(archive.readText("t.json", 1000));
    expect(error.reason).toBe("entry_too_large");
  });

  it("lets a real export's size through: 2 GB of photos, 50,000 files", () => {
    expect(ARCHIVE_MAX_ENTRIES).toBeGreaterThanOrEqual(2 * 50_000);
    expect(ARCHIVE_MAX_UNPACKED_BYTES).toBeGreaterThanOrEqual(2 * 2 * 1024 ** 3);
  });
});
