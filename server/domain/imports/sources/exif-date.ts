// When a JPEG was taken, from its EXIF (the APP1 segment's TIFF structure, CIPA DC-008): the Exif
// IFD's DateTimeOriginal (0x9003), else DateTimeDigitized (0x9004), else IFD0's DateTime (0x0132),
// with OffsetTimeOriginal (0x9011, EXIF 2.31) when the camera wrote one. Read from the head of the
// file only; nothing else of the EXIF (camera, GPS) is ever looked at or kept.
// EXIF times have no zone: without an offset the wall-clock time is taken as UTC, so that the
// calendar day is the one the camera showed.

// EXIF lives in the first 64 KB of a JPEG (one APP1 segment at most 64 KB, near the start).
export const EXIF_HEAD_BYTES = 128 * 1024;

const TAG_EXIF_IFD = 0x8769;
const TAG_DATE_TIME = 0x0132;
const TAG_DATE_TIME_ORIGINAL = 0x9003;
const TAG_DATE_TIME_DIGITIZED = 0x9004;
const TAG_OFFSET_TIME_ORIGINAL = 0x9011;
const TYPE_ASCII = 2;

export function exifDate(head: Uint8Array): Date | null {
  const tiff = findExifTiff(head);
  if (!tiff) return null;
  try {
    return readTiffDate(tiff);
  } catch {
    // A truncated or damaged EXIF block: no date rather than a wrong one.
    return null;
  }
}

function findExifTiff(head: Uint8Array): DataView | null {
  if (head[0] !== 0xff || head[1] !== 0xd8) return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  let at = 2;
  while (at + 4 <= head.length) {
    if (head[at] !== 0xff) return null;
    const marker = head[at + 1] ?? 0;
    // Start of scan or end of image: no EXIF before the picture data.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = view.getUint16(at + 2);
    const isExif =
      marker === 0xe1 &&
      at + 10 <= head.length &&
      String.fromCharCode(...head.subarray(at + 4, at + 10)) === "Exif\0\0";
    if (isExif) {
      const start = at + 10;
      const end = Math.min(head.length, at + 2 + length);
      return new DataView(head.buffer, head.byteOffset + start, Math.max(0, end - start));
    }
    at += 2 + length;
  }
  return null;
}

function readTiffDate(tiff: DataView): Date | null {
  const little = tiff.getUint16(0) === 0x4949;
  const u16 = (o: number) => tiff.getUint16(o, little);
  const u32 = (o: number) => tiff.getUint32(o, little);
  if (u16(2) !== 42) return null;

  const readIfd = (offset: number) => {
    const tags = new Map<number, string | number>();
    const count = u16(offset);
    for (let i = 0; i < count; i++) {
      const entry = offset + 2 + i * 12;
      const tag = u16(entry);
      const type = u16(entry + 2);
      const n = u32(entry + 4);
      if (type === TYPE_ASCII) {
        const at = n > 4 ? u32(entry + 8) : entry + 8;
        let text = "";
        for (let j = 0; j < n - 1 && at + j < tiff.byteLength; j++) {
          text += String.fromCharCode(tiff.getUint8(at + j));
        }
        tags.set(tag, text);
      } else if (tag === TAG_EXIF_IFD) {
        tags.set(tag, u32(entry + 8));
      }
    }
    return tags;
  };

  const ifd0 = readIfd(u32(4));
  const exifOffset = ifd0.get(TAG_EXIF_IFD);
  const exif =
    typeof exifOffset === "number" ? readIfd(exifOffset) : new Map<number, string | number>();
  const text = [
    exif.get(TAG_DATE_TIME_ORIGINAL),
    exif.get(TAG_DATE_TIME_DIGITIZED),
    ifd0.get(TAG_DATE_TIME),
  ].find((v): v is string => typeof v === "string" && parseExifTime(v) !== null);
  if (!text) return null;
  const offset = exif.get(TAG_OFFSET_TIME_ORIGINAL);
  return parseExifTime(text, typeof offset === "string" ? offset : undefined);
}

// "2023:07:14 18:05:09" (and "+02:00"): a Date, or null for the blank "0000:00:00 00:00:00" that
// cameras write when their clock was never set.
export function parseExifTime(text: string, offset?: string): Date | null {
  const m = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (y < 1900 || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 60) return null;
  let utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const zone = offset ? /^([+-])(\d{2}):(\d{2})$/.exec(offset.trim()) : null;
  if (zone) utc -= (zone[1] === "-" ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3])) * 60_000;
  return new Date(utc);
}
