import sharp, { type Sharp } from "sharp";
import type { ImageFormat } from "./sniff-media-type.ts";
import { readCaptureTime } from "./read-capture-time.ts";

export const THUMBNAIL_SIZE = 480;

export type ProcessedImage = {
  data: Buffer;
  width: number;
  height: number;
  thumbnail: Buffer;
  /** When it was taken (EXIF, camera's local time), read before the metadata is dropped. */
  takenAt: string | null;
};

// Re-encoding drops every piece of metadata (EXIF with GPS position, camera serials, XMP): sharp
// writes none unless asked with withMetadata(), which we never call. rotate() first applies the
// EXIF orientation to the pixels, so the photo still stands the right way up without it.
export async function processImage(input: Buffer, format: ImageFormat): Promise<ProcessedImage> {
  const meta = await sharp(input).metadata();
  const animated = (meta.pages ?? 1) > 1;
  // Animated GIF/WEBP keep their frames; orientation is a still-photo (camera) concern.
  const pipeline = animated ? sharp(input, { animated: true }) : sharp(input).rotate();
  const encoded = encode(pipeline, format);
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  const thumbnail = await thumbnailOf(input);
  return {
    data,
    width: info.width,
    height: animated ? (meta.pageHeight ?? info.height) : info.height,
    thumbnail,
    takenAt: readCaptureTime(meta.exif),
  };
}

function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case "jpeg":
      return pipeline.jpeg({ quality: 90 });
    case "png":
      return pipeline.png();
    case "webp":
      return pipeline.webp({ quality: 90 });
    case "gif":
      return pipeline.gif();
    case "avif":
      return pipeline.avif({ quality: 60 });
  }
}

// The 480 px WEBP of a photo (a Buffer, or a file path so a large photo is never read whole into
// memory): upright, no metadata. Throws when the bytes are no decodable image.
export function thumbnailOf(input: Buffer | string): Promise<Buffer> {
  return sharp(input)
    .rotate()
    .resize({
      width: THUMBNAIL_SIZE,
      height: THUMBNAIL_SIZE,
      fit: "inside",
      withoutEnlargement: true,
    })
    .webp({ quality: 80 })
    .toBuffer();
}
