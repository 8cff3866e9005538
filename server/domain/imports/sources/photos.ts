import { fingerprint, MEDIA_EXTENSIONS } from "./reader-helpers.ts";
import { readPhotoFacts } from "./photo-facts.ts";
import type { SourceReader } from "./source-item.ts";

// A plain ZIP of photos and videos (a camera roll, a folder from a computer): one item per file,
// dated from the photo's EXIF (exif-date.ts; videos and photos without it have no date), no text,
// no place (the EXIF's GPS is never read). Files that are not photos or videos get a report line.

export const photosReader: SourceReader = {
  source: "photos",
  // Tried last: any archive with a photo in it.
  detect: (paths) => paths.some((p) => MEDIA_EXTENSIONS.test(p)),
  async *read(archive, skipped) {
    const seen = new Set<string>();
    for (const path of [...archive.paths].sort()) {
      if (!MEDIA_EXTENSIONS.test(path)) {
        skipped.push(`Skipped ${path}: it is not a photo or video.`);
        continue;
      }
      const facts = await readPhotoFacts(archive, path, skipped);
      if (!facts) continue;
      const print = fingerprint("photos", facts.headHash);
      if (seen.has(print)) {
        skipped.push(`Skipped ${path}: the same photo is in this ZIP twice.`);
        continue;
      }
      seen.add(print);
      yield {
        source: "photos",
        fingerprint: print,
        date: facts.date,
        text: "",
        place: null,
        media: [facts.media],
      };
    }
  },
};
