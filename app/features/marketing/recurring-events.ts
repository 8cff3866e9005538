// Recurring online events from content/events.json; the next dates are computed, never typed.
export type RecurringEvent = {
  id: string;
  title: string;
  summary: string;
  details: string;
  /** Monthly on the nth weekday (nth 1-4, or -1 for the last); weekday 0 = Sunday. */
  rule: { nth: number; weekday: number };
  /** "HH:MM" in UTC. */
  startUtc: string;
  durationMinutes: number;
  where: string;
  /** ISO date: first and last day the series runs (inclusive). */
  from: string;
  until?: string;
};

export type Occurrence = { id: string; start: string; end: string };

function nthWeekday(year: number, month: number, nth: number, weekday: number): Date | null {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month, 1));
    const day = 1 + ((weekday - first.getUTCDay() + 7) % 7) + (nth - 1) * 7;
    const date = new Date(Date.UTC(year, month, day));
    return date.getUTCMonth() === month ? date : null;
  }
  const last = new Date(Date.UTC(year, month + 1, 0));
  return new Date(
    Date.UTC(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7)),
  );
}

export function nextOccurrences(event: RecurringEvent, now: Date, count = 3): Occurrence[] {
  const [hh, mm] = event.startUtc.split(":").map(Number) as [number, number];
  const from = new Date(`${event.from}T00:00:00Z`);
  const until = event.until ? new Date(`${event.until}T23:59:59Z`) : null;
  const out: Occurrence[] = [];
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth();
  for (let guard = 0; guard < 36 && out.length < count; guard += 1) {
    const day = nthWeekday(year, month, event.rule.nth, event.rule.weekday);
    if (day) {
      const start = new Date(day.getTime() + (hh * 60 + mm) * 60_000);
      const end = new Date(start.getTime() + event.durationMinutes * 60_000);
      if (until && start > until) break;
      if (end > now && start >= from)
        out.push({ id: event.id, start: start.toISOString(), end: end.toISOString() });
    }
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return out;
}
