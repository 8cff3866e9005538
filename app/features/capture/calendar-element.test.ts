import { describe, expect, it } from "vitest";
import { calendarElementOf, defaultCalendarElement } from "./calendar-element";

describe("calendar elements", () => {
  it("starts Calendar Import with today's 09:00 to 10:00 Important Meeting", () => {
    expect(defaultCalendarElement("c1", new Date(2026, 0, 5, 18, 30))).toEqual({
      id: "c1",
      elementType: "calendar",
      content: {
        date: "2026-01-05",
        title: "Important Meeting",
        description: "Add meeting details here",
        startTime: "09:00",
        endTime: "10:00",
      },
    });
  });

  it("keeps only the fields an imported event has", () => {
    expect(
      calendarElementOf("c2", { uid: "u", title: "Road trip", date: "2026-06-01", allDay: true }),
    ).toEqual({
      id: "c2",
      elementType: "calendar",
      content: { date: "2026-06-01", title: "Road trip" },
    });
    expect(
      calendarElementOf("c3", {
        uid: "u",
        title: "Graduation",
        description: "Mum cried",
        date: "2026-06-12",
        startTime: "14:00",
        endTime: "16:30",
        allDay: false,
      }).content,
    ).toEqual({
      date: "2026-06-12",
      title: "Graduation",
      description: "Mum cried",
      startTime: "14:00",
      endTime: "16:30",
    });
  });
});
