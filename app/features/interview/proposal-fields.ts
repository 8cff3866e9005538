import { monthNames } from "#app/lib/format-date";
import type { Proposal, ProposalDate, ProposalPerson } from "#contracts/interview.ts";

// The proposal card's fields as the person edits them, and the proposal they make (pure).

export const MONTHS = monthNames();

/** "1976", "July 1976", "4 July 1976", and the answer's own words when they say more. */
export function dateLabel(date: ProposalDate): string {
  const exact =
    date.month === null
      ? String(date.year)
      : date.day === null
        ? `${MONTHS[date.month - 1]} ${date.year}`
        : `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
  return date.text && date.text.toLowerCase() !== exact.toLowerCase()
    ? `${exact} · “${date.text}”`
    : exact;
}

export type DateForm = {
  precision: "year" | "month" | "day";
  year: string;
  month: string;
  day: string;
};

export function dateFormOf(date: ProposalDate | null): DateForm {
  return {
    precision: date?.day != null ? "day" : date?.month != null ? "month" : "year",
    year: date ? String(date.year) : "",
    month: date?.month != null ? String(date.month) : "1",
    day: date?.day != null ? String(date.day) : "1",
  };
}

/** The date a form makes, or what to fix. An empty year takes the date off. */
export function dateFromForm(
  form: DateForm,
  before: ProposalDate | null,
  thisYear = new Date().getFullYear(),
): { ok: true; date: ProposalDate | null } | { ok: false; message: string } {
  if (!form.year.trim()) return { ok: true, date: null };
  const year = Number(form.year.trim());
  if (!/^\d{4}$/.test(form.year.trim()) || year < 1000 || year > thisYear)
    return { ok: false, message: `Write the year as four digits, up to ${thisYear}.` };
  const month = form.precision === "year" ? null : Number(form.month);
  let day: number | null = null;
  if (form.precision === "day") {
    day = Number(form.day);
    const last = new Date(Date.UTC(year, month ?? 1, 0)).getUTCDate();
    if (!Number.isInteger(day) || day < 1 || day > last)
      return { ok: false, message: `Pick a day from 1 to ${last}.` };
  }
  const same = before && before.year === year && before.month === month && before.day === day;
  const text = same
    ? before.text
    : month === null
      ? String(year)
      : day === null
        ? `${MONTHS[month - 1]} ${year}`
        : `${day} ${MONTHS[month - 1]} ${year}`;
  return { ok: true, date: { year, month, day, text } };
}

/** Adds a person by name, unless they are there already (any case). */
export function withPerson(people: ProposalPerson[], name: string): ProposalPerson[] {
  const tidy = name.trim().replace(/\s+/g, " ").slice(0, 80);
  if (!tidy || people.some((p) => p.name.toLowerCase() === tidy.toLowerCase())) return people;
  return [...people, { name: tidy, relation: null }];
}

/** The proposal to keep: the card's fields, tidied (an empty place is none, an empty title the
 * first words of the answer). */
export function proposalToKeep(fields: Proposal): Proposal {
  const place = fields.place?.trim() ?? "";
  const title = fields.title.trim() || fields.text.trim().split(/\s+/).slice(0, 6).join(" ");
  return { ...fields, title: title.slice(0, 80), place: place ? place.slice(0, 160) : null };
}
