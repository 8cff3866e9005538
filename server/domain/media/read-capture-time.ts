import exifReader from "exif-reader";

// When a photo was taken, read from its EXIF before the upload strips it (the story compiler's
// time of day, and a scene's date when nothing else gives one). Cameras write local wall-clock
// time without a zone ("2019:07:12 18:30:05"); exif-reader reads it as that time in UTC, so the
// UTC fields are the wall clock. DateTimeOriginal (the shutter) first, then DateTimeDigitized,
// then the file's DateTime. Nothing else of the EXIF is kept: not the place, not the camera.

// EXIF is written by digital cameras and scanners: a year before 1900 is a zeroed clock
// ("0000:00:00 00:00:00" reads as 1899-11-30) or a broken one.
const MIN_YEAR = 1900;

function wallClock(value: unknown): string | null {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return null;
  const year = value.getUTCFullYear();
  if (year < MIN_YEAR || year > 9999) return null;
  return value.toISOString().slice(0, 19);
}

/** `YYYY-MM-DDTHH:MM:SS` (local time of the camera, no zone), or null when the photo says
 * nothing readable. Never throws: a broken EXIF block is the same as none. */
export function readCaptureTime(exif: Buffer | undefined): string | null {
  if (!exif || exif.length === 0) return null;
  try {
    const tags = exifReader(exif);
    return (
      wallClock(tags.Photo?.DateTimeOriginal) ??
      wallClock(tags.Photo?.DateTimeDigitized) ??
      wallClock(tags.Image?.DateTime)
    );
  } catch {
    return null;
  }
}
