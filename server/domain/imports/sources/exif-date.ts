import exifr from "exifr";
import { z } from "zod";

// When a photo was taken, from its EXIF, read by `exifr` (JPEG; PNG with an eXIf chunk): the
// Exif IFD's DateTimeOriginal (0x9003), else DateTimeDigitized (0x9004, exifr's CreateDate), else
// IFD0's DateTime (0x0132, ModifyDate), with OffsetTimeOriginal (0x9011, EXIF 2.31) when the
// camera wrote one. Read from the head of the file only, and only these tags are picked: nothing else of
// the EXIF (camera, GPS) is ever looked at or kept.
// EXIF times have no zone: without an offset the wall-clock time is taken as UTC, so that the
// calendar day is the one the camera showed. exifr's own dates would be in the server's zone, so
// its raw text is read (reviveValues: false) and parsed here.

// EXIF lives near the start of a photo (a JPEG's APP1 segment is at most 64 KB).
export const EXIF_HEAD_BYTES = 128 * 1024;

const PICKED = ["DateTimeOriginal", "CreateDate", "ModifyDate", "OffsetTimeOriginal"];

const exifText = z.string().optional().catch(undefined);
const exifTags = z
  .object({
    DateTimeOriginal: exifText,
    CreateDate: exifText,
    ModifyDate: exifText,
    OffsetTimeOriginal: exifText,
  })
  .nullish();

export async function exifDate(head: Uint8Array): Promise<Date | null> {
  let raw: unknown;
  try {
    raw = await exifr.parse(head, {
      pick: PICKED,
      reviveValues: false,
      gps: false,
      xmp: false,
      icc: false,
      iptc: false,
      jfif: false,
      ihdr: false,
    });
  } catch {
    // Not a format exifr reads, or a truncated or damaged EXIF block: no date rather than a wrong one.
    return null;
  }
  const tags = exifTags.safeParse(raw);
  if (!tags.success || !tags.data) return null;
  const { DateTimeOriginal, CreateDate, ModifyDate, OffsetTimeOriginal } = tags.data;
  const text = [DateTimeOriginal, CreateDate, ModifyDate].find(
    (v): v is string => typeof v === "string" && parseExifTime(v) !== null,
  );
  return text ? parseExifTime(text, OffsetTimeOriginal) : null;
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
