import { describe, expect, it } from "vitest";
import { dateFormOf, dateFromForm, dateLabel, proposalToKeep, withPerson } from "./proposal-fields";

describe("a proposal card's fields", () => {
  it("shows a date as precisely as it is known, with the answer's words when they say more", () => {
    expect(dateLabel({ year: 1976, month: null, day: null, text: "1976" })).toBe("1976");
    expect(dateLabel({ year: 1976, month: 7, day: null, text: "the summer of 1976" })).toBe(
      "July 1976 · “the summer of 1976”",
    );
    expect(dateLabel({ year: 1976, month: 7, day: 4, text: "4 July 1976" })).toBe("4 July 1976");
  });

  it("keeps the answer's words for an unchanged date, and says what to fix", () => {
    const before = { year: 1957, month: null, day: null, text: "when I was seven" };
    expect(dateFromForm(dateFormOf(before), before)).toEqual({ ok: true, date: before });
    expect(dateFromForm({ ...dateFormOf(before), year: "1958" }, before, 2026)).toEqual({
      ok: true,
      date: { year: 1958, month: null, day: null, text: "1958" },
    });
    expect(
      dateFromForm({ precision: "day", year: "1980", month: "2", day: "30" }, null, 2026),
    ).toEqual({ ok: false, message: "Pick a day from 1 to 29." });
    expect(dateFromForm({ ...dateFormOf(null), year: "80" }, null, 2026)).toEqual({
      ok: false,
      message: "Write the year as four digits, up to 2026.",
    });
    expect(dateFromForm(dateFormOf(null), before)).toEqual({ ok: true, date: null });
  });

  it("adds a person once, and tidies what is kept", () => {
    const people = withPerson([{ name: "Mum", relation: "mother" }], " mum ");
    expect(people).toHaveLength(1);
    expect(withPerson(people, "Auntie  Jo")).toEqual([
      { name: "Mum", relation: "mother" },
      { name: "Auntie Jo", relation: null },
    ]);
    const kept = proposalToKeep({
      title: "  ",
      text: "We drove to the coast in the old blue van that summer.",
      date: null,
      place: "  ",
      people: [],
      quotes: [],
      emotions: [],
    });
    expect(kept).toMatchObject({ title: "We drove to the coast in", place: null });
  });
});
