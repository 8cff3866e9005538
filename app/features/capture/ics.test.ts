import { describe, expect, it } from "vitest";
import { parseIcs } from "./ics";

describe("parseIcs", () => {
  const ics = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    "UID:a@x",
    "SUMMARY:Graduation\\, finally",
    "DESCRIPTION:Mum cried\\nDad took photos",
    "DTSTART;TZID=Europe/Paris:20260612T140000",
    "DTEND;TZID=Europe/Paris:20260612T163000",
    "BEGIN:VALARM",
    "DESCRIPTION:Reminder",
    "END:VALARM",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:b@x",
    "SUMMARY:Road trip to the co",
    " ast",
    "DTSTART;VALUE=DATE:20260601",
    "DTEND;VALUE=DATE:20260603",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "SUMMARY:Late dinner",
    "DTSTART:20260615T220000",
    "DTEND:20260616T010000",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");

  it("reads summaries, descriptions, times and all-day dates in date order", () => {
    const events = parseIcs(ics);
    expect(events).toEqual([
      { uid: "b@x", title: "Road trip to the coast", date: "2026-06-01", allDay: true },
      {
        uid: "a@x",
        title: "Graduation, finally",
        description: "Mum cried\nDad took photos",
        date: "2026-06-12",
        startTime: "14:00",
        endTime: "16:30",
        allDay: false,
      },
      {
        uid: "event-2",
        title: "Late dinner",
        date: "2026-06-15",
        startTime: "22:00",
        allDay: false,
      },
    ]);
  });
  it("shows UTC times in local time and ignores junk", () => {
    const events = parseIcs(
      "BEGIN:VEVENT\nSUMMARY:x\nDTSTART:20260101T120000Z\nEND:VEVENT\nnonsense",
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.startTime).toMatch(/^\d{2}:\d{2}$/);
    expect(parseIcs("not a calendar")).toEqual([]);
  });
});
