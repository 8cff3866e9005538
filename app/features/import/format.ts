import { UNDATED } from "./preview";

// Dates and counts as the page says them (sizes: contracts/format-bytes). Dates are the archive's
// calendar day (UTC), like the month groups.

// Made once: a formatter costs far more to make than to use, and the preview formats thousands.
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });
const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

export function monthLabel(key: string): string {
  if (key === UNDATED) return "No date";
  const [year, month] = key.split("-").map(Number);
  return monthFormat.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)));
}

export function dateLabel(date: string | null): string {
  if (!date) return "No date";
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return "No date";
  return dayFormat.format(parsed);
}

export function percent(fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}
