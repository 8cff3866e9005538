import { getFileNameLowLevel, type Entry } from "yauzl";

// Reading and checking the names of an archive's entries ourselves (yauzl's decodeStrings is off),
// so that a hostile name is refused with a line saying which entry and why instead of failing the
// whole archive inside yauzl.

const UTF8_FLAG = 0x800;
const UNICODE_PATH_EXTRA_FIELD = 0x7075;
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

// The name as its writer meant it. The ZIP spec says CP437 unless bit 11 says UTF-8, but macOS's
// Archive Utility and many Windows tools write UTF-8 without setting the bit: bytes that are valid
// UTF-8 (which CP437 text with accents almost never is) are read as UTF-8.
export function decodeEntryName(entry: Entry): string {
  const raw = entry.fileNameRaw;
  const flagged = (entry.generalPurposeBitFlag & UTF8_FLAG) !== 0;
  const hasUnicodeField = entry.extraFields.some((f) => f.id === UNICODE_PATH_EXTRA_FIELD);
  if (!flagged && !hasUnicodeField && raw.some((byte) => byte >= 0x80)) {
    try {
      return strictUtf8.decode(raw);
    } catch {
      // Not UTF-8: CP437 below.
    }
  }
  // strictFileNames keeps backslashes, which checkEntryName reads as separators.
  return getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, true);
}

export type CheckedName = { ok: true; path: string } | { ok: false; problem: string };

// The normalised path of a name (forward slashes, no "./" or empty segments), or why we refuse
// it: a ".." segment, an absolute path, a Windows drive letter or a NUL. Backslashes count as
// separators, since Windows tools write them and extractors there follow them.
export function checkEntryName(name: string): CheckedName {
  if (name.includes("\0")) return { ok: false, problem: "its name contains a NUL character" };
  const slashed = name.replace(/\\/g, "/");
  if (slashed.startsWith("/")) return { ok: false, problem: "its path is absolute" };
  if (/^[A-Za-z]:/.test(slashed)) {
    return { ok: false, problem: "its path starts with a drive letter" };
  }
  const segments = slashed.split("/").filter((s) => s !== "" && s !== ".");
  if (segments.includes("..")) {
    return { ok: false, problem: "its path climbs out of the archive with “..”" };
  }
  return { ok: true, path: segments.join("/") };
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFDIR = 0o040000;
const MSDOS_DIRECTORY = 0x10;

// The Unix mode sits in the upper 16 bits of the external attributes when the writer set one.
const unixMode = (entry: Entry) => (entry.externalFileAttributes >>> 16) & S_IFMT;

export const isSymlink = (entry: Entry) => unixMode(entry) === S_IFLNK;

export const isDirectory = (entry: Entry, name: string) =>
  name.endsWith("/") ||
  name.endsWith("\\") ||
  unixMode(entry) === S_IFDIR ||
  (entry.externalFileAttributes & MSDOS_DIRECTORY) !== 0;

// What operating systems add beside a person's files: macOS's resource forks and folder
// settings, Windows' thumbnail caches. Never anyone's content, so left out without a line.
export const isSystemClutter = (path: string) =>
  path.startsWith("__MACOSX/") ||
  /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/i.test(path) ||
  /(^|\/)\._[^/]*$/.test(path);
