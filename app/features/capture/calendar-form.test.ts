import { describe, expect, it } from "vitest";
import { CALENDAR_PLACEHOLDER } from "#contracts/scene-element.ts";
import { calendarContent } from "#contracts/scene-element.ts";
import { sceneDateOf } from "#app/lib/scene-dates";
import { defaultCalendarElement, type CalendarContent } from "./calendar-element";
import { contentOf, formOf, formWithPrecision } from "./calendar-form";

const placeholder = (() => {
  const element = defaultCalendarElement("c1", new Date(2026, 10, 21, 8, 0));
  if (element.elementType !== "calendar") throw new Error("not a calendar element");
  return element.content;
})();

function made(content: CalendarContent, change: Partial<ReturnType<typeof formOf>>) {
  const result = contentOf({ ...formOf(content), ...change });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  // Whatever the form makes, the scene contract takes.
  expect(calendarContent.safeParse(result.content).success).toBe(true);
  return result.content;
}

describe("the calendar editor's form", () => {
  it("shows the placeholder 'Important Meeting' and its details as empty fields", () => {
    expect(formOf(placeholder)).toEqual({
      precision: "day",
      day: "2026-11-21",
      month: "11",
      year: "2026",
      startTime: "09:00",
      endTime: "10:00",
      title: "",
      details: "",
    });
  });

  it("drops the placeholder's details at the first edit; an emptied title is the placeholder again", () => {
    const { description: _hint, ...rest } = placeholder;
    expect(made(placeholder, { day: "2026-11-20" })).toEqual({ ...rest, date: "2026-11-20" });
    expect(made(placeholder, { title: "  Graduation day ", details: "Mum cried" })).toMatchObject({
      title: "Graduation day",
      description: "Mum cried",
    });
    const named = made(placeholder, { title: "Graduation day", details: "Mum cried" });
    expect(made(named, { details: "" })).not.toHaveProperty("description");
    expect(made(named, { title: " " }).title).toBe(CALENDAR_PLACEHOLDER.title);
  });

  it("dates an old memory by its month or year, without the default's clock times", () => {
    const month = formWithPrecision(formOf(placeholder), "month");
    expect(month).toMatchObject({ precision: "month", month: "11", year: "2026" });
    expect(month.startTime).toBe("");
    const july = made(placeholder, { ...month, month: "7", year: "1998" });
    expect(july).toEqual({
      date: "1998-07-01",
      title: CALENDAR_PLACEHOLDER.title,
      precision: "month",
    });
    expect(sceneDateOf(july)).toEqual({ year: 1998, month: 7, day: null });
    const year = made(july, { ...formWithPrecision(formOf(july), "year") });
    expect(year).toMatchObject({ date: "1998-01-01", precision: "year" });
    expect(sceneDateOf(year)).toEqual({ year: 1998, month: null, day: null });
    // Back to a day: the first of the month known, times empty until typed.
    const day = formWithPrecision(formOf(july), "day");
    expect(day).toMatchObject({ precision: "day", day: "1998-07-01", startTime: "" });
    expect(made(july, { ...day, day: "1998-07-14", startTime: "19:00" })).toMatchObject({
      date: "1998-07-14",
      startTime: "19:00",
    });
  });

  it("says what to fix, and changes nothing, while a field is half typed", () => {
    const month = formWithPrecision(formOf(placeholder), "month");
    expect(contentOf({ ...month, year: "19" })).toEqual({
      ok: false,
      errors: { year: "Enter the year with four digits, like 1998." },
    });
    expect(contentOf({ ...formOf(placeholder), day: "" })).toMatchObject({
      ok: false,
      errors: { day: expect.stringContaining("Choose a day") },
    });
    expect(contentOf({ ...formOf(placeholder), startTime: "18:00", endTime: "17:00" })).toEqual({
      ok: false,
      errors: { endTime: "The end is before the start." },
    });
  });
});
