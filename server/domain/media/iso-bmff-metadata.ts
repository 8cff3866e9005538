// Blanks the metadata of an MP4 or QuickTime (MOV) file in place: every box that can carry where
// and by whom a video was made (udta with ©xyz, the ISO 6709 location phones write; meta with
// Apple's com.apple.quicktime.location.ISO6709 key; uuid boxes with XMP) is turned into a `free`
// box of the same size filled with zeros. Nothing moves, so the chunk offsets into mdat stay
// right and the video plays exactly as before; players skip `free` boxes by definition.

export class MalformedVideoError extends Error {}

// Top-level boxes a video needs; anything else at the top (meta, udta, uuid/XMP, vendor boxes such
// as Samsung's sefd) is metadata to us.
const TOP_LEVEL_KEPT = new Set([
  "ftyp",
  "styp",
  "moov",
  "mdat",
  "moof",
  "mfra",
  "sidx",
  "ssix",
  "prft",
  "emsg",
  "pdin",
  "free",
  "skip",
  "wide",
]);
// Inside these containers, the boxes below carry descriptive metadata, never media structure.
const SEARCHED = new Set(["moov", "trak"]);
const METADATA = new Set(["udta", "meta", "uuid", "XMP_"]);

type Box = { type: string; start: number; headerSize: number; end: number };

function readBoxes(bytes: Buffer, start: number, end: number, topLevel: boolean): Box[] {
  const boxes: Box[] = [];
  let offset = start;
  while (offset < end) {
    if (end - offset < 8) {
      // Some writers pad the end of a file (or of moov) with a few zero bytes.
      if (bytes.subarray(offset, end).every((b) => b === 0)) break;
      throw new MalformedVideoError(`truncated box header at byte ${offset}`);
    }
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    let headerSize = 8;
    if (size === 1) {
      if (end - offset < 16)
        throw new MalformedVideoError(`truncated box header at byte ${offset}`);
      const large = bytes.readBigUInt64BE(offset + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw new MalformedVideoError("box too large");
      size = Number(large);
      headerSize = 16;
    } else if (size === 0) {
      // "Extends to the end of the file": only meaningful for the last top-level box.
      if (!topLevel) throw new MalformedVideoError(`box ${type} of size 0 inside a container`);
      size = end - offset;
    }
    if (size < headerSize || offset + size > end) {
      throw new MalformedVideoError(
        `box ${JSON.stringify(type)} at byte ${offset} overruns its parent`,
      );
    }
    boxes.push({ type, start: offset, headerSize, end: offset + size });
    offset += size;
  }
  return boxes;
}

function blank(bytes: Buffer, box: Box): void {
  bytes.write("free", box.start + 4, "latin1");
  bytes.fill(0, box.start + box.headerSize, box.end);
}

// Mutates `bytes`; returns the path of each box it blanked (empty when the file had none).
export function blankIsoBmffMetadata(bytes: Buffer): string[] {
  const removed: string[] = [];
  const visit = (start: number, end: number, path: string[]) => {
    for (const box of readBoxes(bytes, start, end, path.length === 0)) {
      const where = [...path, box.type].join("/");
      if (path.length === 0 ? !TOP_LEVEL_KEPT.has(box.type) : METADATA.has(box.type)) {
        blank(bytes, box);
        removed.push(where);
      } else if (SEARCHED.has(box.type)) {
        visit(box.start + box.headerSize, box.end, [...path, box.type]);
      }
    }
  };
  visit(0, bytes.length, []);
  return removed;
}
