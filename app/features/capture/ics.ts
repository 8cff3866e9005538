// Calendar Import from a file: read the VEVENTs of an .ics file (RFC 5545) in the browser.

export type CalendarEvent = {
  uid: string;
  title: string;
  description?: string;
  /** YYYY-MM-DD, local to the reader for UTC times */
  date: string;
  startTime?: string;
  endTime?: string;
  allDay: boolean;
};

type Property = { name: string; params: Record<string, string>; value: string };

// Lines starting with a space or tab continue the previous one.
function unfold(text: string): string[] {
  return text
    .replace(/\r\n/g, "\n")
    .replace(/\r/g, "\n")
    .replace(/\n[ \t]/g, "")
    .split("\n");
}

function parseLine(line: string): Property | null {
  // The value starts at the first colon that is not inside a quoted parameter.
  let inQuotes = false;
  let colon = -1;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (ch === '"') inQuotes = !inQuotes;
    else if (ch === ":" && !inQuotes) {
      colon = i;
      break;
    }
  }
  if (colon < 0) return null;
  const [rawName = "", ...rawParams] = line.slice(0, colon).split(";");
  const params: Record<string, string> = {};
  for (const param of rawParams) {
    const eq = param.indexOf("=");
    if (eq > 0)
      params[param.slice(0, eq).toUpperCase()] = param.slice(eq + 1).replace(/^"|"$/g, "");
  }
  return { name: rawName.toUpperCase(), params, value: line.slice(colon + 1) };
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, ch: string) => (ch === "n" || ch === "N" ? "\n" : ch));
}

const pad = (n: number) => String(n).padStart(2, "0");

type When = { date: string; time?: string; allDay: boolean };

// DATE (20261121), floating or zoned DATE-TIME (20261121T090000), UTC (…Z: shown in local time).
export function parseIcsDate(prop: Property, toLocal: (d: Date) => Date = (d) => d): When | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z)?)?$/.exec(prop.value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, , z] = m;
  if (h === undefined || prop.params.VALUE === "DATE") {
    return { date: `${y}-${mo}-${d}`, allDay: true };
  }
  if (z) {
    const local = toLocal(
      new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi))),
    );
    return {
      date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
      time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
      allDay: false,
    };
  }
  return { date: `${y}-${mo}-${d}`, time: `${h}:${mi}`, allDay: false };
}

export function parseIcs(text: string): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  let current: Property[] | null = null;
  let depth = 0;
  for (const line of unfold(text)) {
    if (!line.trim()) continue;
    const prop = parseLine(line);
    if (!prop) continue;
    if (prop.name === "BEGIN") {
      if (prop.value.toUpperCase() === "VEVENT" && current === null) {
        current = [];
        depth = 0;
      } else if (current) depth += 1; // VALARM and friends inside the event
      continue;
    }
    if (prop.name === "END") {
      if (current && depth > 0) depth -= 1;
      else if (current && prop.value.toUpperCase() === "VEVENT") {
        const event = toEvent(current, events.length);
        if (event) events.push(event);
        current = null;
      }
      continue;
    }
    if (current && depth === 0) current.push(prop);
  }
  return events.sort((a, b) =>
    `${a.date}${a.startTime ?? ""}`.localeCompare(`${b.date}${b.startTime ?? ""}`),
  );
}

function toEvent(props: Property[], index: number): CalendarEvent | null {
  const get = (name: string) => props.find((p) => p.name === name);
  const start = get("DTSTART");
  const when = start ? parseIcsDate(start) : null;
  if (!when) return null;
  const endProp = get("DTEND");
  const end = endProp ? parseIcsDate(endProp) : null;
  const title = unescapeText(get("SUMMARY")?.value ?? "").trim() || "Untitled event";
  const description = unescapeText(get("DESCRIPTION")?.value ?? "").trim();
  const event: CalendarEvent = {
    uid: get("UID")?.value || `event-${index}`,
    title,
    date: when.date,
    allDay: when.allDay,
  };
  if (description) event.description = description;
  if (!when.allDay && when.time) {
    event.startTime = when.time;
    // An end on another day (or before the start) can't be shown as a time on this date.
    if (end?.time && end.date === when.date && end.time >= when.time) event.endTime = end.time;
  }
  return event;
}
