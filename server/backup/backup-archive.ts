import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import yazl from "yazl";
import yauzl from "yauzl";

// `npm run backup` and `npm run restore`: one ZIP holding a consistent dump of the embedded
// database (PGlite's own data-folder tarball), every media file under DATA_DIR/media, and the
// generated auth secret (without it, restored sessions and upload links would stop working).

export const BACKUP_FORMAT = 1;
const DATABASE_ENTRY = "pglite.tar.gz";
const SECRET_ENTRY = "auth-secret";
const MANIFEST_ENTRY = "manifest.json";

export type Manifest = {
  format: number;
  app: "lifescript";
  createdAt: string;
  database: "pglite";
  mediaFiles: number;
  mediaBytes: number;
};

export const backupFileName = (now: Date) =>
  `lifescript-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-")}.zip`;

// Media files, relative to the media folder, without unfinished writes (.part).
async function mediaFiles(mediaDir: string): Promise<Array<{ name: string; size: number }>> {
  if (!fs.existsSync(mediaDir)) return [];
  const names = (await fsp.readdir(mediaDir, { recursive: true })) as string[];
  const files: Array<{ name: string; size: number }> = [];
  for (const name of names.sort()) {
    if (name.endsWith(".part")) continue;
    const stat = await fsp.stat(path.join(mediaDir, name)).catch(() => null);
    if (stat?.isFile()) files.push({ name: name.split(path.sep).join("/"), size: stat.size });
  }
  return files;
}

// The database is dumped first, then the media copied: a photo saved in between is in the
// archive without its row (harmless), never a row without its photo unless it was deleted in
// that moment.
export async function writeBackup(options: {
  dataDir: string;
  outFile: string;
  dumpDatabase: () => Promise<Blob>;
  now?: Date;
}): Promise<Manifest> {
  const now = options.now ?? new Date();
  const database = Buffer.from(await (await options.dumpDatabase()).arrayBuffer());
  const mediaDir = path.join(options.dataDir, "media");
  const files = await mediaFiles(mediaDir);
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    app: "lifescript",
    createdAt: now.toISOString(),
    database: "pglite",
    mediaFiles: files.length,
    mediaBytes: files.reduce((sum, f) => sum + f.size, 0),
  };
  await fsp.mkdir(path.dirname(options.outFile), { recursive: true });
  const partial = `${options.outFile}.part`;
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, fs.createWriteStream(partial));
  zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), MANIFEST_ENTRY);
  zip.addBuffer(database, DATABASE_ENTRY, { compress: false });
  const secret = path.join(options.dataDir, "auth-secret");
  if (fs.existsSync(secret)) zip.addFile(secret, SECRET_ENTRY);
  for (const file of files) {
    // Read when the archive gets there; a file deleted since it was listed is left empty rather
    // than failing the whole backup (its row was deleted with it).
    zip.addReadStreamLazy(`media/${file.name}`, { compress: false }, (done) => {
      const full = path.join(mediaDir, file.name);
      done(null, fs.existsSync(full) ? fs.createReadStream(full) : Readable.from([]));
    });
  }
  zip.end();
  await written;
  await fsp.rename(partial, options.outFile);
  return manifest;
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (error, zip) =>
      error || !zip ? reject(error ?? new Error("not a zip")) : resolve(zip),
    ),
  );
}

// Brings an archive back into an empty DATA_DIR (refuses one that holds a database or media).
export async function restoreBackup(options: {
  archive: string;
  dataDir: string;
}): Promise<Manifest> {
  const { dataDir } = options;
  const pgliteDir = path.join(dataDir, "pglite");
  const mediaDir = path.join(dataDir, "media");
  const notEmpty = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
  if (notEmpty(pgliteDir) || notEmpty(mediaDir)) {
    throw new Error(
      `${dataDir} already holds a database or media: restore into an empty DATA_DIR (move this one away first).`,
    );
  }
  const zip = await openZip(options.archive);
  let manifest: Manifest | null = null;
  let database: Buffer | null = null;
  await new Promise<void>((resolve, reject) => {
    zip.on("error", reject);
    zip.on("end", () => resolve());
    zip.on("entry", (entry: yauzl.Entry) => {
      const name = entry.fileName;
      const next = () => zip.readEntry();
      if (name.endsWith("/")) return next();
      const unsafe = name.split("/").some((p) => p === ".." || p === "") || path.isAbsolute(name);
      if (unsafe) return reject(new Error(`unsafe path in archive: ${name}`));
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error ?? new Error(`cannot read ${name}`));
        if (name === MANIFEST_ENTRY || name === DATABASE_ENTRY) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("error", reject);
          stream.on("end", () => {
            const bytes = Buffer.concat(chunks);
            if (name === MANIFEST_ENTRY) manifest = JSON.parse(bytes.toString("utf8")) as Manifest;
            else database = bytes;
            next();
          });
          return;
        }
        const target =
          name === SECRET_ENTRY
            ? path.join(dataDir, "auth-secret")
            : name.startsWith("media/")
              ? path.join(mediaDir, ...name.slice("media/".length).split("/"))
              : null;
        if (!target) {
          stream.resume();
          stream.on("end", next);
          return;
        }
        fs.mkdirSync(path.dirname(target), { recursive: true });
        pipeline(
          stream,
          fs.createWriteStream(target, { mode: name === SECRET_ENTRY ? 0o600 : 0o644 }),
        )
          .then(next)
          .catch(reject);
      });
    });
    zip.readEntry();
  });
  zip.close();
  const found = manifest as Manifest | null;
  if (!found || found.app !== "lifescript" || !database) {
    throw new Error(`${options.archive} is not a Lifescript backup (no manifest or database).`);
  }
  if (found.format > BACKUP_FORMAT) {
    throw new Error(
      `This backup was made by a newer Lifescript (format ${found.format}); update first.`,
    );
  }
  fs.mkdirSync(pgliteDir, { recursive: true });
  const restored = await PGlite.create(pgliteDir, { loadDataDir: new Blob([database]) });
  await restored.query("select 1");
  await restored.close();
  return found;
}
