// Page sizes, margins and photo sizes of the keepsake book (README.md beside this file).
import type { BookTrim } from "./book-types.ts";

export const PT = 72;
export const MIN_DPI = 300;

export interface BookGeometry {
  width: number;
  height: number;
  top: number;
  bottom: number;
  /** The binding side's margin: larger, so nothing disappears into the spine. */
  inside: number;
  outside: number;
  /** Body text size and leading, in points. */
  bodySize: number;
  leading: number;
}

const GEOMETRY: Record<BookTrim, BookGeometry> = {
  "6x9": {
    width: 6 * PT,
    height: 9 * PT,
    top: 0.75 * PT,
    bottom: 0.8 * PT,
    inside: 0.875 * PT,
    outside: 0.625 * PT,
    bodySize: 11,
    leading: 4,
  },
  letter: {
    width: 8.5 * PT,
    height: 11 * PT,
    top: 1 * PT,
    bottom: 1 * PT,
    inside: 1.125 * PT,
    outside: 0.875 * PT,
    bodySize: 12,
    leading: 5,
  },
};

export function bookGeometry(trim: BookTrim): BookGeometry {
  return GEOMETRY[trim];
}

/** Page numbers count from the cover (1, a right-hand page): odd pages are right-hand (recto),
 * their inside margin on the left; even pages are left-hand, their inside margin on the right. */
export function isRecto(page: number): boolean {
  return page % 2 === 1;
}

/** The left edge of the text block on a page. */
export function blockLeft(g: BookGeometry, page: number): number {
  return isRecto(page) ? g.inside : g.outside;
}

export function blockWidth(g: BookGeometry): number {
  return g.width - g.inside - g.outside;
}

export function blockHeight(g: BookGeometry): number {
  return g.height - g.top - g.bottom;
}

/** A photo in the text: as wide as the text block, at most 3/4 of its height. */
export function photoBox(
  g: BookGeometry,
  photo: { width: number; height: number },
): { width: number; height: number } {
  return fit(photo, blockWidth(g), blockHeight(g) * 0.75);
}

export function fit(
  photo: { width: number; height: number },
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const scale = Math.min(maxWidth / photo.width, maxHeight / photo.height);
  return { width: photo.width * scale, height: photo.height * scale };
}

/** Pixels per inch of a photo printed `printedWidth` points wide. */
export function dpiAt(pixelWidth: number, printedWidth: number): number {
  return Math.floor((pixelWidth * PT) / printedWidth);
}

/** Where a screenplay page (US Letter, its own margins inside it) sits on a book page: scaled
 * to leave room around it (a quarter inch on 6x9, three eighths on Letter, on each side), moved
 * towards the outside edge by half the margin difference so the binding never eats its text. */
export function screenplayPlacement(
  g: BookGeometry,
  page: number,
): { x: number; y: number; scale: number } {
  const room = g.width < 8 * PT ? 0.5 * PT : 0.75 * PT;
  const scale = Math.min(
    (g.width - room) / (8.5 * PT),
    (g.height - g.bottom - g.top * 0.5) / (11 * PT),
  );
  const w = 8.5 * PT * scale;
  const shift = (g.inside - g.outside) / 2;
  const x = (g.width - w) / 2 + (isRecto(page) ? shift : -shift);
  return { x, y: g.top * 0.5, scale };
}
