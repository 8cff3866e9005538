// Blocks → pages. One forward pass; each block is placed whole, split at a legal row, or moved to
// the next page. Looking ahead is limited to the smallest legal head of the next one or two blocks
// (for "keep with next"), so the work is linear in the number of rows.
//
// Break rules (README "Break rules"):
// - a heading keeps with the start of what follows it (never last on a page);
// - the block before a transition keeps with it (a page never starts with a transition);
// - a speech splits only after a dialogue row that ends a sentence, with at least two rows of the
//   speech on each side; the first part ends with (MORE), the second starts with NAME (CONT'D);
//   otherwise the whole speech moves (so a page never ends on a cue or a parenthetical);
// - action splits only after a row that ends a sentence, two rows or more on each side;
// - dual dialogue never splits;
// - `===` starts a new page.
import type { ScreenplayDocument } from "../types.ts";
import type { Page, PageLine, PaginateOptions, Pagination, SceneIndexEntry } from "./types.ts";
import { buildBlocks, type Block, type Row } from "./build-blocks.ts";
import { endsSentence } from "./sentences.ts";
import { geometryFor, RIGHT, CHAR_IN } from "./geometry.ts";
import { layoutTitlePage } from "./title-page.ts";

/** Rows of `b` not yet placed (a block continued on a new page starts at `from`). */
function size(b: Block): number {
  return b.rows.length - (b.from ?? 0);
}

/** Can `b` be split so that its rows [0, k) stay and rows [k, …) go? */
export function canSplitAt(b: Block, k: number): boolean {
  const n = size(b);
  if (k < 2 || n - k < 2) return false;
  const last = b.rows[(b.from ?? 0) + k - 1] as Row;
  if (!endsSentence(last.text)) return false;
  if (b.kind === "action") return true;
  if (b.kind === "speech") {
    // Row 0 is the cue: at least two speech rows must stay.
    return k - 1 >= 2 && (last.kind === "dialogue" || last.kind === "lyrics");
  }
  return false;
}

function moreRow(b: Block): Row {
  const x = b.cue?.x ?? 3.5;
  return { x, y: 0, text: "(MORE)", kind: "more", scene: b.scene, block: 0 };
}

function contdRow(b: Block): Row {
  const name = `${b.cue?.name ?? ""} (CONT'D)`;
  const x = b.cue?.x ?? 3.5;
  return { x, y: 0, text: name, kind: "character", scene: b.scene, block: 0 };
}

/** Rows of `b` that must go on a page together with its start: the smallest legal head. */
function minHead(b: Block): number {
  if (b.kind === "action" || b.kind === "speech") {
    for (let k = 2; k < size(b) - 1; k++)
      if (canSplitAt(b, k)) return k + (b.kind === "speech" ? 1 : 0);
  }
  return size(b);
}

export function paginate(doc: ScreenplayDocument, options: PaginateOptions = {}): Pagination {
  const geometry = geometryFor(options.paper ?? "letter");
  const L = geometry.linesPerPage;
  const { stream, scenes } = buildBlocks(doc.elements, {
    characterIndent: options.characterIndent ?? 3.5,
    headingSpacing: options.headingSpacing ?? 1,
    sceneNumbers: options.sceneNumbers ?? false,
  });

  const pages: Page[] = [];
  let lines: PageLine[] = [];
  let used = 0;
  let forced = false;
  let blockId = 0;
  const scenePage = new Map<number, number>();

  const newPage = (nextForced: boolean): void => {
    pages.push({ number: pages.length + 1, label: null, forced, lines });
    lines = [];
    used = 0;
    forced = nextForced;
  };
  const place = (
    rows: Row[],
    from: number,
    to: number,
    space: number,
    id: number,
    extra?: Array<PageLine[] | undefined>,
  ): void => {
    let y = used + space;
    for (let r = from; r < to; r++) {
      // Rows are built fresh for each call and placed once, so they are positioned in place.
      const p = rows[r] as Row;
      p.y = y;
      p.block = id;
      lines.push(p);
      if (p.kind === "scene_heading" && !scenePage.has(p.scene))
        scenePage.set(p.scene, pages.length + 1);
      const more = extra?.[r];
      if (more) {
        for (const q of more) {
          q.y = y;
          q.block = id;
          lines.push(q);
        }
      }
      y++;
    }
    used = y;
  };

  /** Space the tail of a keep-with-next chain needs after block index `bi`. */
  const tailNeed = (bi: number, depth: number): number => {
    const nb = stream.get(bi + 1);
    if (!nb || nb.kind === "break" || depth > 2) return 0;
    let need = nb.spaceBefore + minHead(nb);
    if (nb.keepWithNext && minHead(nb) === size(nb)) need += tailNeed(bi + 1, depth + 1);
    return need;
  };

  for (let bi = 0; ; bi++) {
    const got = stream.get(bi);
    if (!got) break;
    stream.release(bi);
    let b: Block = got;
    if (b.kind === "break") {
      if (used > 0 || pages.length > 0 || lines.length > 0) newPage(true);
      else forced = true;
      continue;
    }
    const id = blockId++;
    for (let guard = 0; guard < 1_000_000; guard++) {
      const space = used === 0 ? 0 : b.spaceBefore;
      const n = size(b);
      const from = b.from ?? 0;
      const tail = b.keepWithNext ? tailNeed(bi, 0) : 0;
      if (used + space + n + tail <= L) {
        place(b.rows, from, from + n, space, id, b.extra);
        break;
      }
      // Largest legal split that fits (leaving a row for (MORE) in a speech).
      const room = L - used - space - (b.kind === "speech" ? 1 : 0);
      let k = Math.min(room, n - 2);
      while (k >= 2 && !canSplitAt(b, k)) k--;
      if (k >= 2) {
        place(b.rows, from, from + k, space, id, b.extra);
        if (b.kind === "speech") place([moreRow(b)], 0, 1, 0, id);
        newPage(false);
        b = remainder(b, k);
        continue;
      }
      if (used === 0) {
        if (n <= L) {
          // Alone on an empty page and still too long with what must follow: nothing better exists.
          place(b.rows, from, from + n, 0, id, b.extra);
          break;
        }
        // Longer than a page with no legal split: break where the page ends.
        const hard = L - (b.kind === "speech" ? 1 : 0);
        place(b.rows, from, from + hard, 0, id, b.extra);
        if (b.kind === "speech") place([moreRow(b)], 0, 1, 0, id);
        newPage(false);
        b = remainder(b, hard);
        continue;
      }
      newPage(false);
    }
  }
  if (lines.length > 0 || pages.length === 0) newPage(false);

  for (const p of pages) {
    if (p.number > 1) {
      const label = `${p.number}.`;
      p.label = label;
      p.lines.push({
        x: RIGHT - label.length * CHAR_IN,
        y: -3,
        text: label,
        kind: "page_number",
        scene: -1,
        block: -1,
      });
    }
  }
  const sceneIndex: SceneIndexEntry[] = scenes.map((s) => {
    const entry: SceneIndexEntry = {
      index: s.index,
      text: s.text,
      page: scenePage.get(s.index) ?? 1,
    };
    if (s.number !== undefined) entry.number = s.number;
    return entry;
  });
  return {
    geometry,
    titlePage: layoutTitlePage(doc.titlePage, geometry),
    pages,
    scenes: sceneIndex,
  };
}

/** The part of `b` after its row k, as a block of its own (a speech gets its CONT'D cue). The
 * rows array is shared and only the start moves, so a block many pages long is not copied once
 * per page. */
function remainder(b: Block, k: number): Block {
  const rows = b.rows;
  let from = (b.from ?? 0) + k;
  // A hard blank row at the top of a page is wasted space.
  while (rows.length - from > 1 && rows[from]?.text.length === 0 && !b.extra?.[from]) from++;
  if (b.kind === "speech") {
    // The slot before `from` holds a row already placed on the previous page: reuse it.
    from--;
    rows[from] = contdRow(b);
    if (b.extra) b.extra[from] = undefined;
  }
  return { ...b, from, spaceBefore: 0 };
}
