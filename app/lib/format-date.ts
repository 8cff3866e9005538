// One style for every date the app shows: "Dec 3, 2026" and "Dec 3, 2026, 7:28 AM", in the
// conventions of the reader's browser (its language decides the order, never the screen).

let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;

function valid(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Dec 3, 2026" */
export function formatDate(value: string | number | Date): string {
  const date = valid(value);
  if (!date) return "";
  dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
  return dateFormat.format(date);
}

/** "Dec 3, 2026, 7:28 AM" */
export function formatDateTime(value: string | number | Date): string {
  const date = valid(value);
  if (!date) return "";
  dateTimeFormat ??= new Intl.DateTimeFormat(undefined, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return dateTimeFormat.format(date);
}
