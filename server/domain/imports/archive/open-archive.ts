import fs from "node:fs";
import { unlink } from "node:fs/promises";
import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import type { ArchiveView } from "../sources/source-item.ts";
import { formatBytes } from "#contracts/format-bytes.ts";
import { ArchiveError } from "./archive-error.ts";
import { archiveLimits, type ArchiveLimits } from "./archive-limits.ts";
import {
  checkEntryName,
  decodeEntryName,
  isDirectory,
  isSymlink,
  isSystemClutter,
} from "./entry-name.ts";

// An uploaded ZIP opened for reading. yauzl reads the central directory and then each
// entry by its offset, as a stream: the archive is never in memory, and nothing is written to disk
// unless extract() is asked to. Every entry passes the checks below before it is listed; every
// byte inflated is counted against the limits (decision 0036).

export type OpenedArchive = ArchiveView & {
  // One line per entry left out: empty files, refused names, symlinks, encrypted files.
  report: readonly string[];
  // The unpacked size of a listed file (the header's word, which yauzl holds the stream to).
  size(path: string): number | undefined;
  // Streams one file to a path (created or replaced; removed again if the copy fails) or to a
  // writable stream, and answers the bytes written.
  extract(path: string, destination: string | Writable): Promise<number>;
  close(): void;
};

const yauzlOptions = {
  lazyEntries: true,
  autoClose: false,
  decodeStrings: false,
  validateEntrySizes: true,
} as const;

export async function openArchive(
  filePath: string,
  limits: Partial<ArchiveLimits> = {},
): Promise<OpenedArchive> {
  const zip = await yauzl.openPromise(filePath, yauzlOptions).catch((error: unknown) => {
    throw notAZip(error);
  });
  return readCentralDirectory(zip, { ...archiveLimits, ...limits });
}

// The same over bytes in memory, for tests and for small archives.
export async function openArchiveBuffer(
  buffer: Buffer,
  limits: Partial<ArchiveLimits> = {},
): Promise<OpenedArchive> {
  const zip = await yauzl.fromBufferPromise(buffer, yauzlOptions).catch((error: unknown) => {
    throw notAZip(error);
  });
  return readCentralDirectory(zip, { ...archiveLimits, ...limits });
}

function notAZip(error: unknown) {
  const detail = error instanceof Error ? ` (${error.message})` : "";
  return new ArchiveError(
    "not_a_zip",
    `This file is not a ZIP archive, or it is damaged${detail}. Upload the ZIP the service gave you.`,
  );
}

async function readCentralDirectory(zip: ZipFile, limits: ArchiveLimits): Promise<OpenedArchive> {
  try {
    return await listEntries(zip, limits);
  } catch (error) {
    zip.close();
    if (error instanceof ArchiveError) throw error;
    throw damaged(error);
  }
}

function damaged(error: unknown, path?: string) {
  const detail = error instanceof Error ? `: ${error.message}` : "";
  const where = path ? `The file ${path} in this ZIP` : "This ZIP";
  return new ArchiveError("damaged", `${where} is damaged${detail}.`, path);
}

async function listEntries(zip: ZipFile, limits: ArchiveLimits): Promise<OpenedArchive> {
  // The count is in the end-of-central-directory record: refused before reading any entry.
  if (zip.entryCount > limits.maxEntries) {
    throw new ArchiveError(
      "too_many_entries",
      `This ZIP holds ${zip.entryCount.toLocaleString("en")} entries; we read at most ${limits.maxEntries.toLocaleString("en")}. Split the export into smaller archives.`,
    );
  }
  const files = new Map<string, Entry>();
  const report: string[] = [];
  let claimedBytes = 0;
  for await (const entry of zip.eachEntry()) {
    const name = decodeEntryName(entry);
    const checked = checkEntryName(name);
    if (!checked.ok) {
      report.push(`Refused “${name}”: ${checked.problem}.`);
      continue;
    }
    const path = checked.path;
    if (isDirectory(entry, name) || path === "" || isSystemClutter(path)) continue;
    if (isSymlink(entry)) {
      report.push(`Refused ${path}: it is a symbolic link, not a file.`);
      continue;
    }
    if (entry.isEncrypted()) {
      report.push(`Skipped ${path}: it is encrypted.`);
      continue;
    }
    if (!entry.canDecodeFileData()) {
      report.push(`Skipped ${path}: it is compressed in a way we cannot read.`);
      continue;
    }
    if (entry.uncompressedSize === 0) {
      report.push(`Skipped ${path}: it is empty (0 bytes).`);
      continue;
    }
    if (files.has(path)) {
      report.push(`Skipped a second ${path}: the archive holds two files of that name.`);
      continue;
    }
    if (exceedsRatio(entry.uncompressedSize, entry.compressedSize, limits)) {
      throw bomb(path, limits);
    }
    claimedBytes += entry.uncompressedSize;
    if (claimedBytes > limits.maxUnpackedBytes) throw tooLarge(limits);
    files.set(path, entry);
  }
  return archiveOver(zip, files, report, limits);
}

const exceedsRatio = (unpacked: number, compressed: number, limits: ArchiveLimits) =>
  unpacked > limits.ratioFreeBytes && unpacked > Math.max(compressed, 1) * limits.maxEntryRatio;

const bomb = (path: string, limits: ArchiveLimits) =>
  new ArchiveError(
    "zip_bomb",
    `This ZIP looks like a zip bomb: ${path} unpacks to more than ${limits.maxEntryRatio} times its packed size. We do not read it.`,
    path,
  );

const tooLarge = (limits: ArchiveLimits) =>
  new ArchiveError(
    "too_large",
    `This ZIP unpacks to more than ${formatBytes(limits.maxUnpackedBytes)}, which we do not read. Split the export into smaller archives.`,
  );

function archiveOver(
  zip: ZipFile,
  files: Map<string, Entry>,
  report: string[],
  limits: ArchiveLimits,
): OpenedArchive {
  // The most bytes inflated so far of each file, summed: reading a file twice counts it once.
  const inflated = new Map<string, number>();
  let totalInflated = 0;

  const entryOf = (path: string) => {
    const entry = files.get(path);
    if (!entry) {
      throw new ArchiveError("missing_entry", `The file ${path} is not in this ZIP.`, path);
    }
    return entry;
  };

  // The entry's bytes as they inflate, each chunk checked against the limits on the bytes
  // actually produced: a header that lies about its size gains nothing.
  async function* inflate(path: string, entry: Entry): AsyncGenerator<Buffer> {
    let stream: Readable;
    try {
      stream = await zip.openReadStreamPromise(entry);
    } catch (error) {
      throw damaged(error, path);
    }
    let produced = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        produced += chunk.length;
        if (exceedsRatio(produced, entry.compressedSize, limits)) throw bomb(path, limits);
        const before = inflated.get(path) ?? 0;
        if (produced > before) {
          totalInflated += produced - before;
          inflated.set(path, produced);
          if (totalInflated > limits.maxUnpackedBytes) throw tooLarge(limits);
        }
        yield chunk;
      }
    } catch (error) {
      stream.destroy();
      if (error instanceof ArchiveError) throw error;
      // yauzl's size check: more bytes than the header promised is a bomb's trick.
      if (error instanceof Error && /too many bytes/.test(error.message)) throw bomb(path, limits);
      throw damaged(error, path);
    }
  }

  return {
    paths: [...files.keys()],
    report,
    size: (path) => files.get(path)?.uncompressedSize,

    async readText(path, maxBytes = limits.maxTextBytes) {
      const entry = entryOf(path);
      if (entry.uncompressedSize > maxBytes) {
        throw new ArchiveError(
          "entry_too_large",
          `${path} is ${formatBytes(entry.uncompressedSize)}, more than the ${formatBytes(maxBytes)} we read of one file.`,
          path,
        );
      }
      const chunks: Buffer[] = [];
      for await (const chunk of inflate(path, entry)) chunks.push(chunk);
      return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
    },

    async *readChunks(path) {
      yield* inflate(path, entryOf(path));
    },

    async readHead(path, bytes) {
      const entry = entryOf(path);
      const chunks: Buffer[] = [];
      let got = 0;
      for await (const chunk of inflate(path, entry)) {
        chunks.push(chunk);
        got += chunk.length;
        if (got >= bytes) break;
      }
      return new Uint8Array(Buffer.concat(chunks).subarray(0, bytes));
    },

    async extract(path, destination) {
      const entry = entryOf(path);
      let written = 0;
      const counted = async function* () {
        for await (const chunk of inflate(path, entry)) {
          written += chunk.length;
          yield chunk;
        }
      };
      if (typeof destination !== "string") {
        await pipeline(counted, destination);
        return written;
      }
      try {
        await pipeline(counted, fs.createWriteStream(destination));
      } catch (error) {
        await unlink(destination).catch(() => undefined);
        throw error;
      }
      return written;
    },

    close: () => zip.close(),
  };
}
