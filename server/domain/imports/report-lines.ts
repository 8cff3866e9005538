import type { SkipLines } from "./sources/source-item.ts";

// The report of an import ("Skipped post 12 of posts_1.json: …"), kept to its first lines: an
// export of 100,000 broken posts must neither fill the memory while it is read nor store a
// report nobody could read. Every line is counted; the ones past the limit are summed up in one.
export const REPORT_MAX_LINES = 1_000;

export class ReportLines implements SkipLines {
  private readonly kept: string[] = [];
  private total = 0;

  constructor(private readonly max = REPORT_MAX_LINES) {}

  push(...lines: string[]) {
    for (const line of lines) {
      this.total += 1;
      if (this.kept.length < this.max) this.kept.push(line);
    }
  }

  // How many lines were pushed, listed or not.
  get count(): number {
    return this.total;
  }

  // The lines kept, then one saying how many more there were.
  lines(): string[] {
    const more = this.total - this.kept.length;
    if (more === 0) return [...this.kept];
    return [...this.kept, `…and ${more.toLocaleString("en")} more lines like these, not listed.`];
  }
}
