import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./format-date";

describe("one date style", () => {
  const at = new Date(2026, 11, 3, 7, 28);

  it("writes a date and a date with its time the same way, month as a word", () => {
    const date = formatDate(at);
    expect(date).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(at));
    expect(formatDateTime(at).startsWith(date)).toBe(true);
    expect(formatDateTime(at)).toMatch(/7:28|07:28/);
  });

  it("takes ISO strings and leaves a broken one out rather than printing Invalid Date", () => {
    expect(formatDate(at.toISOString())).toBe(formatDate(at));
    expect(formatDate("not a date")).toBe("");
    expect(formatDateTime("")).toBe("");
  });
});
