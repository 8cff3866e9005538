import { foldText, type FoldedText } from "./fold.ts";

/** A text prepared once for placing many anchors in it. */
export class PreparedText {
  readonly lineStarts: number[] = [0];
  private foldedText: FoldedText | undefined;

  constructor(readonly text: string) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
      this.lineStarts.push(i + 1);
    }
  }

  get folded(): FoldedText {
    this.foldedText ??= foldText(this.text);
    return this.foldedText;
  }

  lineOf(offset: number): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  offsetOfLine(line: number): number {
    return this.lineStarts[Math.min(Math.max(line, 0), this.lineStarts.length - 1)]!;
  }
}
