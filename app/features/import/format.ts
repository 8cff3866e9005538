import { formatCalendarDay, formatMonth } from "#app/lib/format-date";
import { UNDATED } from "./preview";

// Dates as the page says them (app/lib/format-date; sizes: contracts/format-bytes, counts:
// contracts/plural). Dates are the archive's calendar day (UTC), like the month groups.

/** "July 2019", or "No date" for the group of items without one. */
export function monthLabel(key: string): string {
  if (key === UNDATED) return "No date";
  const [year, month] = key.split("-").map(Number);
  return formatMonth(year ?? 1970, month ?? 1);
}

export function dateLabel(date: string | null): string {
  if (!date) return "No date";
  return formatCalendarDay(date) || "No date";
}

export function percent(fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}
