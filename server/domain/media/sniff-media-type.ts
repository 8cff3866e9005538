import { fileTypeFromBuffer } from "file-type";
import type { MediaKind } from "./media-limits.ts";

// What we accept, decided from the bytes and never from the name or the browser's claim: a
// "photo.jpg" that is really HTML must not be served back as anything a browser would run.
const imageFormats = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
} as const;
const videoTypes = new Set(["video/mp4", "video/webm", "video/quicktime"]);

export type ImageFormat = (typeof imageFormats)[keyof typeof imageFormats];
export type SniffedType =
  | { kind: "image"; mime: keyof typeof imageFormats; format: ImageFormat }
  | { kind: "video"; mime: string };

// file-type needs at most a few KB of the start of a file for these formats.
export const SNIFF_BYTES = 4100;

export async function sniffMediaType(head: Uint8Array): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  if (found.mime in imageFormats) {
    const mime = found.mime as keyof typeof imageFormats;
    return { kind: "image", mime, format: imageFormats[mime] };
  }
  if (videoTypes.has(found.mime)) return { kind: "video" satisfies MediaKind, mime: found.mime };
  return null;
}

export const SUPPORTED_TYPES_TEXT = "JPG, PNG, WEBP, GIF, AVIF, MP4, WEBM or MOV";
