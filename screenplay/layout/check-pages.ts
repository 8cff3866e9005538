// Walks laid-out pages and reports every broken page rule. The paginator's tests run it on every
// corpus script and expect no violation; the app can run it on a preview to guard regressions.
import type { LineKind, Page, PageLine } from "./types.ts";
import { columns } from "./wrap.ts";
import { contdMarks } from "./element-rows.ts";
import {
  ACTION,
  CENTERED_WIDTH,
  CHAR_IN,
  DIALOGUE,
  HEADING,
  OVERHANG,
  PAREN,
  RIGHT,
  TRANSITION_WIDTH,
} from "./geometry.ts";
import { endsSentence } from "./sentences.ts";

export interface Violation {
  page: number;
  rule:
    | "too-many-lines"
    | "ends-on-heading"
    | "ends-on-cue"
    | "ends-on-parenthetical"
    | "starts-with-transition"
    | "missing-more"
    | "missing-contd"
    | "split-too-short"
    | "split-not-at-sentence"
    | "more-not-last"
    | "contd-doubled"
    | "too-wide"
    | "outside-margins"
    | "overlap";
  message: string;
}

const WIDTH: Partial<Record<LineKind, number>> = {
  scene_heading: HEADING.width,
  action: ACTION.width,
  dialogue: DIALOGUE.width,
  lyrics: DIALOGUE.width,
  parenthetical: PAREN.width,
  transition: TRANSITION_WIDTH,
  centered: CENTERED_WIDTH,
};

const BODY_EXCLUDED = new Set<LineKind>([
  "page_number",
  "scene_number",
  "revision_mark",
  "revision_header",
]);

function bodyLines(p: Page): PageLine[] {
  return p.lines.filter((l) => !BODY_EXCLUDED.has(l.kind));
}

export function checkPages(pages: Page[], opts: { linesPerPage?: number } = {}): Violation[] {
  const L = opts.linesPerPage ?? 55;
  const out: Violation[] = [];
  const add = (page: number, rule: Violation["rule"], message: string): void => {
    out.push({ page, rule, message });
  };
  const bodies = pages.map(bodyLines);

  pages.forEach((p, pi) => {
    const body = bodies[pi] as PageLine[];
    if (body.length === 0) return;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const l of body) {
      if (l.y < minY) minY = l.y;
      if (l.y > maxY) maxY = l.y;
    }
    if (minY < 0 || maxY >= L)
      add(p.number, "too-many-lines", `lines ${minY}..${maxY} outside 0..${L - 1}`);

    const lastRow = body.filter((l) => l.y === maxY);
    const firstRow = body.filter((l) => l.y === minY);
    const next = pages[pi + 1];
    // A locked page starts where it was locked, as a forced one starts at ===.
    const nextForced = (next?.forced ?? false) || (next?.locked ?? false);
    if (next && !nextForced) {
      for (const l of lastRow) {
        if (l.kind === "scene_heading")
          add(p.number, "ends-on-heading", `page ends on heading "${l.text}"`);
        if (l.kind === "character") add(p.number, "ends-on-cue", `page ends on cue "${l.text}"`);
        if (l.kind === "parenthetical")
          add(p.number, "ends-on-parenthetical", `page ends on "${l.text}"`);
      }
    }
    if (!p.forced && !p.locked && pi > 0) {
      for (const l of firstRow) {
        if (l.kind === "transition")
          add(p.number, "starts-with-transition", `page starts with "${l.text}"`);
      }
    }

    for (const l of body) {
      if (l.kind === "more" && l.y !== maxY)
        add(p.number, "more-not-last", `(MORE) on line ${l.y}, not the page's last`);
      if (l.kind === "character" && contdMarks(l.text) > 1)
        add(p.number, "contd-doubled", `cue "${l.text}" says it continues twice`);
    }

    // Widths and margins.
    for (const l of body) {
      const w = WIDTH[l.kind];
      const cols = columns(l.text);
      const limit = l.column ? 28 : w;
      if (limit !== undefined && cols > limit)
        add(p.number, "too-wide", `${l.kind} of ${cols} columns: "${l.text}"`);
      const right = l.x + cols * CHAR_IN;
      if (l.kind !== "title_page" && (l.x < 1.0 - 1e-6 || right > RIGHT + OVERHANG + 1e-6)) {
        add(p.number, "outside-margins", `${l.kind} at ${l.x.toFixed(2)}" "${l.text}"`);
      }
    }
    // Overlaps on one row.
    const byY = new Map<number, PageLine[]>();
    for (const l of p.lines) {
      const row = byY.get(l.y);
      if (row) row.push(l);
      else byY.set(l.y, [l]);
    }
    for (const row of byY.values()) {
      if (row.length < 2) continue;
      row.sort((a, b) => a.x - b.x);
      for (let i = 1; i < row.length; i++) {
        const a = row[i - 1] as PageLine;
        const b = row[i] as PageLine;
        if (a.x + columns(a.text) * 0.1 > b.x + 1e-6)
          add(p.number, "overlap", `"${a.text}" overlaps "${b.text}"`);
      }
    }

    // A block that continues on the next page.
    if (!next) return;
    const nextBody = bodies[pi + 1] as PageLine[];
    const lastBlock = lastRow[0]?.block;
    const nextFirst = nextBody.reduce<PageLine | undefined>(
      (m, l) => (m === undefined || l.y < m.y ? l : m),
      undefined,
    );
    if (lastBlock === undefined || !nextFirst || nextFirst.block !== lastBlock) return;
    const before = body
      .filter((l) => l.block === lastBlock && l.kind !== "more")
      .sort((a, b) => a.y - b.y);
    const after = nextBody.filter((l) => l.block === lastBlock).sort((a, b) => a.y - b.y);
    const isSpeech = before.some((l) => l.kind === "character");
    if (isSpeech) {
      if (!lastRow.some((l) => l.kind === "more"))
        add(p.number, "missing-more", "split speech without (MORE)");
      if (nextFirst.kind !== "character" || !nextFirst.text.endsWith("(CONT'D)")) {
        add(p.number + 1, "missing-contd", "continued speech without NAME (CONT'D)");
      }
      const speechBefore = before.filter((l) => l.kind !== "character").length;
      const speechAfter = after.filter((l) => l.kind !== "character").length;
      if (speechBefore < 2 || speechAfter < 2) {
        add(p.number, "split-too-short", `speech split ${speechBefore}/${speechAfter} lines`);
      }
    } else if (before.length < 1 || after.length < 1) {
      // Action may leave a single line on either side (Final Draft does).
      add(
        p.number,
        "split-too-short",
        `${before[0]?.kind ?? "block"} split ${before.length}/${after.length} lines`,
      );
    }
    // The head must end where a sentence does (the text after it decides an abbreviation).
    const lastText = before[before.length - 1];
    const nextText = after.find((l) => l.kind !== "character")?.text ?? "";
    if (lastText && !endsSentence(lastText.text, nextText)) {
      add(p.number, "split-not-at-sentence", `split after "${lastText.text}"`);
    }
  });
  return out;
}
