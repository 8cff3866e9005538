// Deterministic edits of a generated script (memoir-script-fixture.ts) for the anchoring tests:
// each edit keeps the ids of the lines it does not create, so a test knows where every line went.
import { between, element, pick, type Random, type ScriptLine } from "./memoir-script-fixture.ts";

export type EditKind = "insert" | "reword" | "move" | "delete" | "capitals";
export type EditLog = { kind: EditKind; linesTouched: number };

const newWords = ["quietly", "again", "old", "small", "still", "suddenly", "almost", "tired"];

export class ScriptEditor {
  private nextId: number;

  constructor(
    public lines: ScriptLine[],
    private readonly random: Random,
    // Lines rewording prefers (the commented ones), so that rewording meets comments.
    private readonly rewordFirst: ReadonlySet<number> = new Set(),
  ) {
    this.nextId = Math.max(...lines.map((l) => l.id)) + 1;
  }

  /** Indexes of the first line of each element after the title page (`from`). */
  elementStarts(from = 7): number[] {
    const starts: number[] = [];
    for (let i = from; i < this.lines.length; i++) {
      if (this.lines[i]!.text !== "" && this.lines[i - 1]?.text === "") starts.push(i);
    }
    return starts;
  }

  // The end (exclusive, after its blank line) of the `count` elements from `start`.
  private elementsEnd(start: number, count: number): number {
    let end = start;
    for (let n = 0; n < count && end < this.lines.length; n++) {
      while (end < this.lines.length && this.lines[end]!.text !== "") end++;
      end++;
    }
    return Math.min(end, this.lines.length);
  }

  insert(): EditLog {
    const at = pick(this.random, this.elementStarts());
    const added = [...element(this.random), ""].map((text) => ({ id: this.nextId++, text }));
    this.lines.splice(at, 0, ...added);
    return { kind: "insert", linesTouched: added.length };
  }

  // One word of a line replaced, or one word added to it.
  reword(): EditLog {
    const candidates = this.lines
      .map((line, index) => ({ line, index }))
      .filter(({ line, index }) => index >= 7 && line.text.split(" ").length >= 4);
    const preferred = candidates.filter(({ line }) => this.rewordFirst.has(line.id));
    const { line, index } = pick(this.random, preferred.length > 0 ? preferred : candidates);
    const words = line.text.split(" ");
    const at = between(this.random, 0, words.length - 1);
    if (this.random() < 0.5) words[at] = pick(this.random, newWords);
    else words.splice(at, 0, pick(this.random, newWords));
    this.lines[index] = { id: line.id, text: words.join(" ") };
    return { kind: "reword", linesTouched: 1 };
  }

  move(): EditLog {
    const starts = this.elementStarts();
    const from = pick(this.random, starts);
    const block = this.lines.splice(
      from,
      this.elementsEnd(from, between(this.random, 1, 3)) - from,
    );
    const to = pick(this.random, this.elementStarts());
    this.lines.splice(to, 0, ...block);
    return { kind: "move", linesTouched: block.length };
  }

  delete(): EditLog {
    const from = pick(this.random, this.elementStarts());
    const removed = this.lines.splice(
      from,
      this.elementsEnd(from, between(this.random, 1, 2)) - from,
    );
    return { kind: "delete", linesTouched: removed.length };
  }

  // A scene heading retyped in small letters (it is shown in capitals all the same).
  capitals(): EditLog {
    const headings = this.lines
      .map((line, index) => ({ line, index }))
      .filter(({ line, index }) => index >= 7 && /^(INT|EXT)\. /.test(line.text));
    if (headings.length === 0) return { kind: "capitals", linesTouched: 0 };
    const { line, index } = pick(this.random, headings);
    this.lines[index] = { id: line.id, text: line.text.toLowerCase() };
    return { kind: "capitals", linesTouched: 1 };
  }

  /** Random edits until about `share` of the script's lines were touched. */
  editShare(share: number): EditLog[] {
    const budget = Math.round(this.lines.length * share);
    const log: EditLog[] = [];
    let touched = 0;
    const kinds: EditKind[] = ["insert", "reword", "reword", "move", "delete", "capitals"];
    while (touched < budget) {
      const edit = this[pick(this.random, kinds)]();
      log.push(edit);
      touched += edit.linesTouched;
    }
    return log;
  }
}
