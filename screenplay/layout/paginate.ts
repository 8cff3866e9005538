// Blocks → pages. One forward pass; each block is placed whole, split at a legal place, or moved
// to the next page. Looking ahead is limited to the smallest legal head of the next one or two
// blocks (for "keep with next"), so the work is linear in the number of rows; that head is only
// searched for when the blocks do not fit whole.
//
// Break rules (README "Break rules"):
// - a heading keeps with the start of what follows it (never last on a page);
// - the block before a transition keeps with it (a page never starts with a transition);
// - a speech splits after the last sentence that fits, anywhere in a line, or where a dialogue
//   line meets a parenthetical, with at least two lines of the speech on each side; both parts
//   are wrapped again; the first ends with (MORE), the second starts with NAME (CONT'D);
//   otherwise the whole speech moves (so a page never ends on a cue or a parenthetical);
// - action splits the same way, without the markers, with one line or more on each side;
// - dual dialogue never splits;
// - `===` starts a new page;
// - a locked page (production) starts where it was locked, cutting a block there if need be; what
//   no longer fits before it goes on pages 5A, 5B … (locked-cut.ts).
import type { ScreenplayDocument } from "../types.ts";
import type {
  LockedBreak,
  Page,
  PageLine,
  PaginateOptions,
  Pagination,
  SceneIndexEntry,
} from "./types.ts";
import { buildBlocks, type Block, type Row } from "./build-blocks.ts";
import { geometryFor, RIGHT, CHAR_IN } from "./geometry.ts";
import { cutRow, findCut, remainderAfter, type Cut } from "./split-block.ts";
import { layoutTitlePage } from "./title-page.ts";
import { inventedLines, inventedNotice } from "../invented.ts";
import { breakAtStart, cutAt, cutBefore, suffix } from "./locked-cut.ts";

/** Rows of `b` not yet placed (a block continued on a new page starts at `from`). */
function size(b: Block): number {
  return b.rows.length - (b.from ?? 0);
}

function moreRow(b: Block): Row {
  // At the cue's indent (a speech's first row is its cue).
  const x = (b.rows[0] as Row).x;
  return { x, y: 0, text: "(MORE)", kind: "more", scene: b.scene, block: 0 };
}

/** Rows of `b` that must go on a page together with its start: the smallest legal head (with
 * its (MORE)). Looks no further than a page. */
function minHead(b: Block, linesPerPage: number): number {
  if (b.minHead !== undefined) return b.minHead;
  const n = size(b);
  let head = n;
  // A split needs two rows of a speech on each side (and the cue above it), one of action.
  if (b.source !== undefined && n >= (b.kind === "speech" ? 5 : 2)) {
    const cut = findCut(b, Math.min(n, linesPerPage), true);
    if (cut) head = cut.head + (b.kind === "speech" ? 1 : 0);
  }
  b.minHead = head;
  return head;
}

export function paginate(doc: ScreenplayDocument, options: PaginateOptions = {}): Pagination {
  const geometry = geometryFor(options.paper ?? "letter");
  const L = geometry.linesPerPage;
  const { stream, scenes } = buildBlocks(doc.elements, {
    characterIndent: options.characterIndent ?? 3.5,
    headingSpacing: options.headingSpacing ?? 1,
    sceneNumbers: options.sceneNumbers ?? false,
    autoContd: options.autoContd ?? true,
    markInvented: options.markInvented ?? true,
  });

  // Copied: a break that can no longer be honoured where it was is moved on (below).
  const locks = options.lockedBreaks ? [...options.lockedBreaks] : [];
  let nextLock = 0;
  // The label of the page being filled: the locked page it belongs to and how many pages it has
  // overflowed onto (5, then 5A, 5B …); without locks, the page's own number.
  let lockLabel = locks.length > 0 ? "1" : "";
  let overflow = 0;
  let startsLocked = false;
  const blockElements: number[] | undefined = options.withSources ? [] : undefined;
  const pages: Page[] = [];
  // The page being filled: one buffer, copied at its exact size when the page is done (an array
  // grown by push would be copied three times and keep a third of its slots empty).
  const current: PageLine[] = [];
  let count = 0;
  let used = 0;
  let forced = false;
  let blockId = 0;
  /** 1-based page of each scene's heading, by scene index. */
  const scenePage: number[] = [];

  const newPage = (nextForced: boolean, lock?: string): void => {
    const number = pages.length + 1;
    let label: string | null = null;
    const name = locks.length > 0 ? lockLabel + suffix(overflow) : String(number);
    if (name !== "1") {
      label = `${name}.`;
      current[count++] = {
        x: RIGHT - label.length * CHAR_IN,
        y: -3,
        text: label,
        kind: "page_number",
        scene: -1,
        block: -1,
      };
    }
    const lines = options.numbersOnly ? [] : current.slice(0, count);
    const page: Page = { number, label, forced, lines };
    if (startsLocked) page.locked = true;
    pages.push(page);
    count = 0;
    used = 0;
    forced = nextForced;
    startsLocked = lock !== undefined;
    if (lock !== undefined) {
      lockLabel = lock;
      overflow = 0;
    } else overflow++;
  };
  /** Starts the locked page `lock` (on the page being filled when nothing is on it yet). */
  const startLocked = (lock: string): void => {
    if (count === 0 && used === 0) {
      lockLabel = lock;
      overflow = 0;
      startsLocked = pages.length > 0;
    } else newPage(false, lock);
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
      current[count++] = p;
      if (p.kind === "scene_heading" && scenePage[p.scene] === undefined)
        scenePage[p.scene] = pages.length + 1;
      const more = extra?.[r];
      if (more) {
        for (const q of more) {
          q.y = y;
          q.block = id;
          current[count++] = q;
        }
      }
      y++;
    }
    used = y;
  };

  /** Places the head of `b` up to a cut, with its (MORE) in a speech. */
  const placeCut = (b: Block, cut: Cut, space: number, id: number): void => {
    const last = cut.inside ? cutRow(b, cut) : undefined;
    place(b.rows, b.from ?? 0, cut.row + (last ? 0 : 1), space, id, b.extra);
    if (last) place([last], 0, 1, 0, id);
    if (b.kind === "speech") place([moreRow(b)], 0, 1, 0, id);
  };

  /** Space the tail of a keep-with-next chain needs after block index `bi`. With `whole`, each
   * block of the tail is counted whole: never less than the exact need, and no split search. */
  const tailNeed = (bi: number, depth: number, whole: boolean): number => {
    const nb = stream.get(bi + 1);
    if (!nb || nb.kind === "break" || depth > 2) return 0;
    // A locked page starts there: nothing after it comes to this page.
    const lk = locks[nextLock];
    if (lk && breakAtStart(lk, nb.el)) return 0;
    const head = whole ? size(nb) : minHead(nb, L);
    let need = nb.spaceBefore + head;
    if (nb.keepWithNext && head === size(nb)) need += tailNeed(bi + 1, depth + 1, whole);
    return need;
  };
  /** Does `b`, after `rows` rows of the page, fit with what it keeps with? Most headings are
   * followed by a block that fits whole, so the smallest legal head (a split search over the
   * next block's text) is only looked for when the whole tail does not fit. */
  const fitsWithTail = (b: Block, bi: number, rows: number): boolean =>
    rows <= L &&
    (!b.keepWithNext || rows + tailNeed(bi, 0, true) <= L || rows + tailNeed(bi, 0, false) <= L);

  for (let bi = 0; ; bi++) {
    const got = stream.get(bi);
    if (!got) break;
    let b: Block = got;
    if (b.kind === "break") {
      if (used > 0 || pages.length > 0 || count > 0) newPage(true);
      else forced = true;
      continue;
    }
    // Locked pages that start with this block.
    while (nextLock < locks.length && breakAtStart(locks[nextLock] as LockedBreak, b.el)) {
      startLocked((locks[nextLock] as LockedBreak).label);
      nextLock++;
    }
    const id = blockId++;
    if (blockElements) blockElements[id] = b.el;
    const elEnd = stream.get(bi + 1)?.el ?? doc.elements.length;
    for (let guard = 0; guard < 1_000_000; guard++) {
      const space = used === 0 ? 0 : b.spaceBefore;
      const n = size(b);
      const from = b.from ?? 0;
      // A locked page that starts inside this block: the block is cut there.
      const lk = locks[nextLock];
      const forcedCut: Cut | null = lk && lk.element < elEnd ? cutAt(b, lk) : null;
      if (lk && lk.element < elEnd && !forcedCut) {
        // Not a place in the rows left (the text changed under it): the page starts after them.
        nextLock++;
        locks.splice(nextLock, 0, { element: elEnd, offset: 0, label: lk.label });
        continue;
      }
      if (forcedCut) {
        const headRows = forcedCut.head + (b.kind === "speech" ? 1 : 0);
        if (used + space + headRows <= L) {
          placeCut(b, forcedCut, space, id);
          newPage(false, lk?.label);
          nextLock++;
          b = remainderAfter(b, forcedCut, 2 * L);
          continue;
        }
      }
      if (!forcedCut && fitsWithTail(b, bi, used + space + n)) {
        place(b.rows, from, from + n, space, id, b.extra);
        break;
      }
      // The largest legal split that fits (leaving a row for (MORE) in a speech).
      const room = L - used - space - (b.kind === "speech" ? 1 : 0);
      const cut = forcedCut
        ? cutBefore(b, forcedCut, room)
        : room >= 1
          ? findCut(b, room, false)
          : null;
      if (cut) {
        placeCut(b, cut, space, id);
        newPage(false);
        b = remainderAfter(b, cut, 2 * L);
        continue;
      }
      if (used === 0 && forcedCut) {
        // Even alone on a page the part before the locked start does not fit: cut it at the
        // page's end, as below.
        const hard = L - (b.kind === "speech" ? 1 : 0);
        place(b.rows, from, from + hard, 0, id, b.extra);
        if (b.kind === "speech") place([moreRow(b)], 0, 1, 0, id);
        newPage(false);
        b = remainderAfter(b, from + hard - 1, 2 * L);
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
        b = remainderAfter(b, from + hard - 1, 2 * L);
        continue;
      }
      newPage(false);
    }
  }
  if (count > 0 || pages.length === 0) newPage(false);
  const sceneIndex: SceneIndexEntry[] = scenes.map((s) => {
    const entry: SceneIndexEntry = {
      index: s.index,
      text: s.text,
      page: scenePage[s.index] ?? 1,
    };
    if (s.number !== undefined) entry.number = s.number;
    return entry;
  });
  const out: Pagination = {
    geometry,
    titlePage: layoutTitlePage(doc.titlePage, geometry, inventedNoticeOf(doc, options)),
    pages,
    scenes: sceneIndex,
  };
  if (blockElements) out.blockElements = blockElements;
  return out;
}

/** The title page's count of invented lines, when they are marked and there are some. */
function inventedNoticeOf(doc: ScreenplayDocument, options: PaginateOptions): string | undefined {
  if (options.markInvented === false) return undefined;
  const n = inventedLines(doc);
  return n > 0 ? inventedNotice(n) : undefined;
}
