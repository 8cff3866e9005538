import { z } from "zod";
import { checkAllMedia, fingerprint, readJsonList } from "./reader-helpers.ts";
import type { SourceReader } from "./source-item.ts";

// Day One's JSON export: one "<Journal name>.json" per journal at the top ({ metadata, entries }),
// its attachments beside it as photos/<md5>.<type> and videos/<md5>.<type> (audios/, pdfs/ too,
// which we do not take). An entry: { uuid, creationDate (ISO 8601), text (Markdown, each
// attachment shown as "![](dayone-moment://<identifier>)", punctuation backslash-escaped),
// photos: [{ identifier, md5, type, orderInEntry }], videos: [...], location: { placeName,
// localityName, administrativeArea, country, latitude, longitude } }. Relied on: Day One's guide
// "Exporting entries" (dayoneapp.com), and exports shown in public code (zizyzhang/zizy-blog
// debug/import-dayone.js, gokuvinoth/Cairns) and importers' models.
// The place is the name Day One gives (placeName, else the locality and country), never the
// coordinates.

const JOURNAL_FILE = /^[^/]+\.json$/;
const ATTACHMENT_FOLDER = /^(photos|videos|audios|pdfs)\//;

const attachmentSchema = z.object({
  md5: z.string().regex(/^[0-9a-f]+$/i),
  type: z.string().regex(/^\w+$/),
  orderInEntry: z.number().optional(),
});
const entrySchema = z.object({
  uuid: z.string().min(1),
  creationDate: z.string().optional(),
  text: z.string().optional(),
  photos: z.array(attachmentSchema).optional(),
  videos: z.array(attachmentSchema).optional(),
  location: z
    .object({
      placeName: z.string().optional(),
      localityName: z.string().optional(),
      country: z.string().optional(),
    })
    .optional(),
});

export const dayOneReader: SourceReader = {
  source: "day-one",
  // A journal at the top and nothing but attachments beside it.
  detect: (paths) =>
    paths.some((p) => JOURNAL_FILE.test(p)) &&
    paths.every((p) => JOURNAL_FILE.test(p) || ATTACHMENT_FOLDER.test(p)),
  async *read(archive, skipped) {
    for (const file of archive.paths.filter((p) => JOURNAL_FILE.test(p)).sort()) {
      const entries = readJsonList(archive, file, skipped, {
        what: { one: "journal entry", other: "journal entries" },
        listAt: (path) => path.length === 1 && path[0] === "entries",
      });
      for await (const { index, value } of entries) {
        const parsed = entrySchema.safeParse(value);
        if (!parsed.success) {
          skipped.push(`Skipped entry ${index + 1} of ${file}: it is not an entry we can read.`);
          continue;
        }
        const entry = parsed.data;
        const paths = [
          ...[...(entry.photos ?? [])]
            .sort((a, b) => (a.orderInEntry ?? 0) - (b.orderInEntry ?? 0))
            .map((p) => `photos/${p.md5}.${p.type}`),
          ...(entry.videos ?? []).map((v) => `videos/${v.md5}.${v.type}`),
        ];
        const media = await checkAllMedia(archive, paths, skipped);
        const text = cleanDayOneText(entry.text ?? "");
        if (text === "" && media.length === 0) {
          skipped.push(`Skipped entry ${index + 1} of ${file}: it is empty.`);
          continue;
        }
        const location = entry.location;
        const place =
          location?.placeName?.trim() ||
          [location?.localityName, location?.country]
            .map((s) => s?.trim())
            .filter(Boolean)
            .join(", ") ||
          null;
        const date = entry.creationDate ? new Date(entry.creationDate) : null;
        yield {
          source: "day-one",
          fingerprint: fingerprint("day-one", entry.uuid),
          date: date && !Number.isNaN(date.getTime()) ? date : null,
          text,
          place,
          media,
        };
      }
    }
  },
};

// The entry's words: attachment references out (the media carry them), Day One's backslash
// escapes of Markdown punctuation undone, no run of blank lines left where a photo was.
export function cleanDayOneText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\(dayone-moment:[^)]*\)/g, "")
    .replace(/\\([\\`*_{}[\]()#+\-.!>~|])/g, "$1")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
