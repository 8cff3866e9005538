// Blanks the metadata of a WebM (Matroska) file in place: the Tags (where ffmpeg and cameras put
// LOCATION, dates and names), Attachments (cover pictures with their own EXIF) and the segment's
// Title and DateUTC become Void elements of the same length, filled with zeros. No byte moves, so
// cluster positions, cues and seek entries stay right and the video plays as before.
import { MalformedVideoError } from "./iso-bmff-metadata.ts";

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const INFO = 0x1549a966;
const TAGS = 0x1254c367;
const ATTACHMENTS = 0x1941a469;
const TITLE = 0x7ba9;
const DATE_UTC = 0x4461;
const VOID = 0xec;
// Children of a Segment: one of these ends a Cluster written with an unknown size (as
// MediaRecorder writes them while recording).
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  INFO,
  0x1654ae6b, // Tracks
  CLUSTER,
  0x1c53bb6b, // Cues
  ATTACHMENTS,
  0x1043a770, // Chapters
  TAGS,
  EBML_HEADER,
  SEGMENT,
]);
const NAMES: Record<number, string> = {
  [TAGS]: "Tags",
  [ATTACHMENTS]: "Attachments",
  [TITLE]: "Info/Title",
  [DATE_UTC]: "Info/DateUTC",
};

type Element = { id: number; start: number; dataStart: number; end: number; unknownSize: boolean };

function readVint(bytes: Buffer, offset: number, keepMarker: boolean, maxLength: number) {
  const first = bytes[offset];
  if (first === undefined || first === 0)
    throw new MalformedVideoError(`bad EBML number at ${offset}`);
  const length = Math.clz32(first) - 23; // leading zero bits of the byte, plus one
  if (length > maxLength || offset + length > bytes.length) {
    throw new MalformedVideoError(`bad EBML number at ${offset}`);
  }
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[offset + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, allOnes };
}

function readElement(bytes: Buffer, offset: number, end: number): Element {
  const id = readVint(bytes, offset, true, 4);
  const size = readVint(bytes, offset + id.length, false, 8);
  const dataStart = offset + id.length + size.length;
  if (size.allOnes) return { id: id.value, start: offset, dataStart, end, unknownSize: true };
  const elementEnd = dataStart + size.value;
  if (elementEnd > end) {
    throw new MalformedVideoError(
      `element 0x${id.value.toString(16)} at ${offset} overruns its parent`,
    );
  }
  return { id: id.value, start: offset, dataStart, end: elementEnd, unknownSize: false };
}

// Rewrites [start, end) as one Void element: 0xEC, a size, zeros.
function toVoid(bytes: Buffer, start: number, end: number): void {
  const total = end - start;
  for (let length = 1; length <= 8; length++) {
    const size = total - 1 - length;
    if (size >= 0 && size < 2 ** (7 * length) - 1) {
      bytes.fill(0, start, end);
      bytes[start] = VOID;
      let rest = size;
      for (let i = length; i >= 1; i--) {
        bytes[start + i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[start + 1] = (bytes[start + 1] ?? 0) | (0x80 >> (length - 1));
      return;
    }
  }
  throw new MalformedVideoError("element too small to blank");
}

// The end of a Cluster of unknown size: the first element that is not one of its children.
function clusterEnd(bytes: Buffer, element: Element, end: number): number {
  let offset = element.dataStart;
  while (offset < end) {
    const peek = readVint(bytes, offset, true, 4);
    if (SEGMENT_CHILDREN.has(peek.value)) return offset;
    let child: Element;
    try {
      child = readElement(bytes, offset, end);
    } catch {
      return end; // a recording cut short in its last block: nothing follows it
    }
    if (child.unknownSize) return end;
    offset = child.end;
  }
  return end;
}

// Mutates `bytes`; returns the names of the elements it blanked. Void elements, CRC-32s and
// children we do not know are stepped over like any element.
export function blankMatroskaMetadata(bytes: Buffer): string[] {
  const removed: string[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    if (bytes.subarray(offset).every((b) => b === 0)) break;
    const top = readElement(bytes, offset, bytes.length);
    if (top.id === SEGMENT) blankSegment(bytes, top, removed);
    else if (top.id !== EBML_HEADER && top.id !== VOID) {
      throw new MalformedVideoError(`unexpected top-level element 0x${top.id.toString(16)}`);
    }
    offset = top.end;
  }
  return removed;
}

function blankSegment(bytes: Buffer, segment: Element, removed: string[]): void {
  let offset = segment.dataStart;
  while (offset < segment.end) {
    const child = readElement(bytes, offset, segment.end);
    if (child.id === EBML_HEADER || child.id === SEGMENT) {
      // A second segment after one of unknown size (chained recordings): the caller walks it.
      segment.end = offset;
      return;
    }
    const childEnd = child.unknownSize
      ? child.id === CLUSTER
        ? clusterEnd(bytes, child, segment.end)
        : segment.end
      : child.end;
    if (child.id === TAGS || child.id === ATTACHMENTS) {
      toVoid(bytes, child.start, childEnd);
      removed.push(NAMES[child.id] ?? "");
    } else if (child.id === INFO && !child.unknownSize) {
      let inner = child.dataStart;
      while (inner < child.end) {
        const field = readElement(bytes, inner, child.end);
        if (field.id === TITLE || field.id === DATE_UTC) {
          toVoid(bytes, field.start, field.end);
          removed.push(NAMES[field.id] ?? "");
        }
        inner = field.end;
      }
    }
    offset = childEnd;
  }
}
