// Blocks → pages. One forward pass; each block is placed whole, split at a legal place, or moved
// to the next page. Looking ahead is limited to the smallest legal head of the next one or two
// blocks (for "keep with next"), so the work is linear in the number of rows.
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
// - `===` starts a new page.
import type { ScreenplayDocument } from "../types.ts";
import type { Page, PageLine, PaginateOptions, Pagination, SceneIndexEntry } from "./types.ts";
import { buildBlocks, type Block, type Row } from "./build-blocks.ts";
import { geometryFor, RIGHT, CHAR_IN } from "./geometry.ts";
import { cutRow, findCut, remainderAfter } from "./split-block.ts";
import { layoutTitlePage } from "./title-page.ts";

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
  });

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

  const newPage = (nextForced: boolean): void => {
    const number = pages.length + 1;
    let label: string | null = null;
    if (number > 1) {
      label = `${number}.`;
      current[count++] = {
        x: RIGHT - label.length * CHAR_IN,
        y: -3,
        text: label,
        kind: "page_number",
        scene: -1,
        block: -1,
      };
    }
    pages.push({ number, label, forced, lines: current.slice(0, count) });
    count = 0;
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

  /** Space the tail of a keep-with-next chain needs after block index `bi`. */
  const tailNeed = (bi: number, depth: number): number => {
    const nb = stream.get(bi + 1);
    if (!nb || nb.kind === "break" || depth > 2) return 0;
    const head = minHead(nb, L);
    let need = nb.spaceBefore + head;
    if (nb.keepWithNext && head === size(nb)) need += tailNeed(bi + 1, depth + 1);
    return need;
  };

  for (let bi = 0; ; bi++) {
    const got = stream.get(bi);
    if (!got) break;
    let b: Block = got;
    if (b.kind === "break") {
      if (used > 0 || pages.length > 0 || count > 0) newPage(true);
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
      // The largest legal split that fits (leaving a row for (MORE) in a speech).
      const room = L - used - space - (b.kind === "speech" ? 1 : 0);
      const cut = room >= 1 ? findCut(b, room, false) : null;
      if (cut) {
        const last = cut.inside ? cutRow(b, cut) : undefined;
        place(b.rows, from, cut.row + (last ? 0 : 1), space, id, b.extra);
        if (last) place([last], 0, 1, 0, id);
        if (b.kind === "speech") place([moreRow(b)], 0, 1, 0, id);
        newPage(false);
        b = remainderAfter(b, cut, 2 * L);
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
  return {
    geometry,
    titlePage: layoutTitlePage(doc.titlePage, geometry),
    pages,
    scenes: sceneIndex,
  };
}
