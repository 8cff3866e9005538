import { CALENDAR_PLACEHOLDER, type CalendarPrecision } from "#contracts/scene-element.ts";
import { holdsCalendarPlaceholder } from "#app/features/scenes/element-format";
import { dateOfWhen, whenOf } from "#app/lib/scene-dates";
import type { CalendarContent } from "./calendar-element";

// The calendar element's editor as data: the fields as typed, and the element they make. A field
// half typed (a year of two digits, an end before the start) says what to fix and leaves the
// element as it was, so the scene never holds a date the person did not mean.

export type CalendarForm = {
  precision: CalendarPrecision;
  /** YYYY-MM-DD, the day picker's value (precision "day"). */
  day: string;
  /** "1" to "12" (precision "month"). */
  month: string;
  /** As typed (precision "month" and "year"). */
  year: string;
  startTime: string;
  endTime: string;
  /** Empty while the element holds the placeholder title "Important Meeting" (the field's hint). */
  title: string;
  details: string;
};

export type CalendarFormErrors = Partial<Record<"day" | "year" | "endTime", string>>;

export function formOf(content: CalendarContent): CalendarForm {
  const when = whenOf(content);
  return {
    precision: when.precision,
    day: content.date,
    month: String(when.month),
    year: String(when.year),
    startTime: content.startTime ?? "",
    endTime: content.endTime ?? "",
    title: holdsCalendarPlaceholder(content) ? "" : content.title,
    details:
      content.description === CALENDAR_PLACEHOLDER.description ? "" : (content.description ?? ""),
  };
}

/** Another precision keeps what is known: a day's month and year, a month's year. A month or a
 * year of a memory rarely has a clock time, and the default's 09:00 to 10:00 would stand for
 * one the person never gave: leaving the day clears the times (they can be typed again). */
export function formWithPrecision(form: CalendarForm, precision: CalendarPrecision): CalendarForm {
  if (precision === form.precision) return form;
  const [y, m] = form.day.split("-");
  const fromDay = form.precision === "day" && /^\d{4}-\d{2}-\d{2}$/.test(form.day);
  const next: CalendarForm = {
    ...form,
    precision,
    year: fromDay && y ? String(Number(y)) : form.year,
    month: fromDay && m ? String(Number(m)) : form.month,
  };
  if (precision === "day") {
    const year = Number(next.year);
    if (/^\d{4}$/.test(next.year) && year >= 1000) {
      next.day = dateOfWhen({ precision: "day", year, month: Number(next.month), day: 1 });
    }
  } else if (form.precision === "day") {
    next.startTime = "";
    next.endTime = "";
  }
  return next;
}

const YEAR_MESSAGE = "Enter the year with four digits, like 1998.";

function dateOf(form: CalendarForm): { date: string } | { error: CalendarFormErrors } {
  if (form.precision === "day") {
    if (!/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(form.day)) {
      return { error: { day: "Choose a day, or choose Month or Year if you don't know it." } };
    }
    return { date: form.day };
  }
  const year = Number(form.year);
  if (!/^\d{4}$/.test(form.year.trim()) || year < 1000) return { error: { year: YEAR_MESSAGE } };
  const month = Number(form.month);
  return {
    date: dateOfWhen({ precision: form.precision, year, month: month >= 1 ? month : 1, day: 1 }),
  };
}

/** The element the form makes, or what to fix. An empty title goes back to the placeholder
 * "Important Meeting" (the card marks it; a title is required). Its details ("Add meeting details
 * here") go at the first edit: they are a hint, shown in the empty field, never the person's. */
export function contentOf(
  form: CalendarForm,
): { ok: true; content: CalendarContent } | { ok: false; errors: CalendarFormErrors } {
  const errors: CalendarFormErrors = {};
  const date = dateOf(form);
  if ("error" in date) Object.assign(errors, date.error);
  if (form.startTime && form.endTime && form.endTime < form.startTime) {
    errors.endTime = "The end is before the start.";
  }
  if ("error" in date || Object.keys(errors).length > 0) return { ok: false, errors };
  const title = form.title.trim() || CALENDAR_PLACEHOLDER.title;
  const description = form.details.trim();
  return {
    ok: true,
    content: {
      date: date.date,
      title,
      ...(description ? { description } : {}),
      ...(form.startTime ? { startTime: form.startTime } : {}),
      ...(form.endTime ? { endTime: form.endTime } : {}),
      ...(form.precision !== "day" ? { precision: form.precision } : {}),
    },
  };
}
