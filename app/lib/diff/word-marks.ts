import { diffArrays, diffWordsWithSpace } from "diff";

// Two versions of one text side by side, with what differs marked in each: the lines are lined
// up first (cheap on a whole screenplay, where few lines differ), then the words of each changed
// stretch, so a one-word edit marks that word, not its line.

export type Segment = { text: string; marked: boolean };
export type MarkedVersions = { mine: Segment[]; theirs: Segment[]; differs: boolean };

// Past this many words in one changed stretch, the stretch is marked whole.
const MAX_WORD_EDITS = 2_000;

// A mark covers words, never the white space around them.
function push(segments: Segment[], text: string, marked: boolean): void {
  if (marked) {
    const [, lead = "", words = "", trail = ""] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
    if (words === "") return push(segments, text, false);
    push(segments, lead, false);
    add(segments, words, true);
    push(segments, trail, false);
    return;
  }
  add(segments, text, false);
}

function add(segments: Segment[], text: string, marked: boolean): void {
  if (text === "") return;
  const last = segments[segments.length - 1];
  if (last && last.marked === marked) last.text += text;
  else segments.push({ text, marked });
}

function markWords(mine: string, theirs: string, out: MarkedVersions): void {
  const words = diffWordsWithSpace(mine, theirs, { maxEditLength: MAX_WORD_EDITS });
  if (!words) {
    push(out.mine, mine, true);
    push(out.theirs, theirs, true);
    return;
  }
  for (const part of words) {
    // A changed stretch of white space alone is not worth a mark.
    const marked = part.value.trim() !== "";
    if (!part.added) push(out.mine, part.value, part.removed && marked);
    if (!part.removed) push(out.theirs, part.value, part.added && marked);
  }
}

// Marks split only by white space read as one: "Flour everywhere", not "Flour" and "everywhere".
function joined(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (let n = 0; n < segments.length; n++) {
    const segment = segments[n]!;
    const last = out[out.length - 1];
    const next = segments[n + 1];
    if (last?.marked && !segment.marked && /^[ \t]+$/.test(segment.text) && next?.marked) {
      last.text += segment.text + next.text;
      n++;
    } else out.push({ ...segment });
  }
  return out;
}

export function markDifferences(mine: string, theirs: string): MarkedVersions {
  const out: MarkedVersions = { mine: [], theirs: [], differs: mine !== theirs };
  if (mine === theirs) {
    push(out.mine, mine, false);
    push(out.theirs, theirs, false);
    return out;
  }
  const lines = (text: string) => text.split(/(?<=\n)/);
  const changes = diffArrays(lines(mine), lines(theirs));
  for (let n = 0; n < changes.length; n++) {
    const change = changes[n]!;
    const text = change.value.join("");
    if (!change.added && !change.removed) {
      push(out.mine, text, false);
      push(out.theirs, text, false);
    } else if (change.removed && changes[n + 1]?.added) {
      markWords(text, changes[n + 1]!.value.join(""), out);
      n++;
    } else if (change.removed) {
      push(out.mine, text, true);
    } else {
      push(out.theirs, text, true);
    }
  }
  return { ...out, mine: joined(out.mine), theirs: joined(out.theirs) };
}
