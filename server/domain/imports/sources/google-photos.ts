import { z } from "zod";
import { readPhotoFacts } from "./photo-facts.ts";
import { dateFromSeconds, fingerprint, MEDIA_EXTENSIONS, readJson } from "./reader-helpers.ts";
import type { SourceReader } from "./source-item.ts";

// Google Photos from Google Takeout: Takeout/Google Photos/<album or "Photos from 2023">/<file>,
// each photo or video beside a JSON sidecar { title, description, photoTakenTime: { timestamp },
// geoData: { latitude, longitude } }. The sidecar's name:
// - until 2024: "<file>.json"; a second "IMG(1).jpg" has "IMG.jpg(1).json";
// - since late 2024: "<file>.supplemental-metadata.json", "IMG.jpg.supplemental-metadata(1).json";
// - either cut to 51 characters with ".json" kept, so that the suffix may end anywhere
//   (".supplemental-met.json", ".s.json") or be gone with the end of a long file name.
// "-edited" copies have no sidecar of their own. Relied on: the issues and pull requests of
// ente-io/ente #4953/#4956, TheLastGimbus/GooglePhotosTakeoutHelper #353/#448/#449,
// open-noodle/gallery #404/#405 (immich-go's matcher), photoprism #2133.
// geoData is coordinates only: the archive names no place, so there is none (never a place name
// made from coordinates). A photo without a sidecar is dated from its EXIF. The same photo in an
// album and in its year folder becomes one item.

const ROOT = /^(?:Takeout\/)?Google (?:Photos|Fotos|Foto)\//;
const SUPPLEMENTAL = "supplemental-metadata";

const sidecarSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  photoTakenTime: z.object({ timestamp: z.union([z.string(), z.number()]) }).optional(),
});

export const googlePhotosReader: SourceReader = {
  source: "google-photos",
  detect: (paths) => paths.some((p) => ROOT.test(p) && MEDIA_EXTENSIONS.test(p)),
  async *read(archive, skipped) {
    const seen = new Set<string>();
    for (const [folder, names] of foldersOf(archive.paths)) {
      const sidecars = sidecarKeys(names.filter((n) => n.toLowerCase().endsWith(".json")));
      const media = names.filter((n) => MEDIA_EXTENSIONS.test(n));
      // Originals that have an "-edited" copy beside them.
      const edited = new Set(media.map(editedOf).filter((o, i) => o !== media[i]));
      for (const name of media.sort()) {
        const original = editedOf(name);
        // The edited copy stands for the photo; the original beside it is not a second memory.
        if (original === name && edited.has(name)) continue;
        const path = `${folder}/${name}`;
        const facts = await readPhotoFacts(archive, path, skipped);
        if (!facts) continue;
        const sidecarName = findSidecar(original, sidecars) ?? findSidecar(name, sidecars);
        let sidecar: z.infer<typeof sidecarSchema> | undefined;
        if (sidecarName) {
          const json = await readJson(archive, `${folder}/${sidecarName}`, skipped);
          const parsed = sidecarSchema.safeParse(json);
          if (parsed.success) sidecar = parsed.data;
          else if (json !== undefined) {
            skipped.push(
              `Read ${path} without its details: ${sidecarName} is not a sidecar we know.`,
            );
          }
        }
        const taken = sidecar?.photoTakenTime?.timestamp;
        const date = dateFromSeconds(taken) ?? facts.date;
        const print = fingerprint(
          "google-photos",
          sidecar?.title ?? original,
          date?.getTime() ?? null,
          date ? null : facts.headHash,
        );
        if (seen.has(print)) continue;
        seen.add(print);
        yield {
          source: "google-photos",
          fingerprint: print,
          date,
          text: (sidecar?.description ?? "").trim(),
          place: null,
          media: [facts.media],
        };
      }
    }
  },
};

const editedOf = (name: string) => name.replace(/-edited(\.\w+)$/i, "$1");

// Folder → the names of the files directly in it, for every folder under Google Photos.
function foldersOf(paths: readonly string[]): Map<string, string[]> {
  const folders = new Map<string, string[]>();
  for (const path of paths) {
    if (!ROOT.test(path)) continue;
    const cut = path.lastIndexOf("/");
    const folder = path.slice(0, cut);
    folders.set(folder, [...(folders.get(folder) ?? []), path.slice(cut + 1)]);
  }
  return folders;
}

// A sidecar's name reduced to the file it describes: ".json" off, the "(1)" of a duplicate
// moved back before the extension's place, a (possibly cut) ".supplemental-metadata" off.
// "IMG.jpg.supplemental-metadata(1).json" and "IMG.jpg(1).json" both give "IMG.jpg(1)".
function sidecarKeys(jsonNames: string[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const json of jsonNames) {
    let stem = json.slice(0, -".json".length);
    const numbered = /\((\d+)\)$/.exec(stem);
    if (numbered) stem = stem.slice(0, -numbered[0].length);
    const dot = stem.lastIndexOf(".");
    const last = dot >= 0 ? stem.slice(dot + 1) : "";
    if (last !== "" && SUPPLEMENTAL.startsWith(last)) stem = stem.slice(0, dot);
    keys.set(stem + (numbered ? numbered[0] : ""), json);
  }
  return keys;
}

// The key of a media file ("IMG(1).jpg" → "IMG.jpg(1)"), looked up exactly, then as a name cut
// short (only for long names, where Takeout cuts).
function findSidecar(name: string, sidecars: Map<string, string>): string | undefined {
  const numbered = /^(.*)\((\d+)\)(\.\w+)$/.exec(name);
  const key = numbered ? `${numbered[1]}${numbered[3]}(${numbered[2]})` : name;
  const exact = sidecars.get(key);
  if (exact) return exact;
  for (const [candidate, json] of sidecars) {
    if (candidate.length >= 30 && key.startsWith(candidate)) return json;
  }
  return undefined;
}
