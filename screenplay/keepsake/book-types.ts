// The keepsake book's input and answer: plain data, so that it crosses to a worker thread.
import type { StoryInput } from "../compile/story-types.ts";
import type { ScreenplayDocument } from "../types.ts";

export type BookTrim = "6x9" | "letter";

/** A photo ready to print: a JPEG (sRGB, upright) on this machine's disk, and its pixels. */
export interface BookPhoto {
  file: string;
  width: number;
  height: number;
  /** The name the person knows it by (its uploaded file name). */
  name: string;
}

export interface BookInput {
  trim: BookTrim;
  title: string;
  author?: string;
  dedication?: string;
  cover?: BookPhoto;
  /** The captured scenes, characters and notes, as the story compiler reads them. */
  story: StoryInput;
  /** Prepared photos by the media URL the scenes name ("/media/…"). */
  photos: Record<string, BookPhoto>;
  /** The whole screenplay, as the screenplay PDF prints it. */
  screenplay: ScreenplayDocument;
  /** The live share link, printed as a QR code on the last page. */
  shareUrl?: string;
}

/** A photo printed below 300 dpi: it is in the book, and the person is told before printing. */
export interface LowResolutionPhoto {
  sceneId: string;
  sceneTitle: string;
  photo: string;
  dpi: number;
}

export interface BookResult {
  pages: number;
  lowResolution: LowResolutionPhoto[];
}

/** What the book needs from outside: image bytes (read one at a time, when printed), where its
 * bytes go, and whom to tell of its progress. */
export interface BookIo {
  readImage(file: string): Uint8Array;
  write(chunk: Uint8Array): void;
  onProgress?(done: number, total: number): void;
}
