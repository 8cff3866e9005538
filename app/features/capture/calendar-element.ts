import type { SceneElement } from "@contracts/scene-element.ts";
import type { CalendarEvent } from "./ics";

const pad = (n: number) => String(n).padStart(2, "0");

function todayIso(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// Spec: Calendar Import adds today, 09:00 to 10:00, "Important Meeting".
export function defaultCalendarElement(id: string, now: Date = new Date()): SceneElement {
  return {
    id,
    elementType: "calendar",
    content: {
      date: todayIso(now),
      title: "Important Meeting",
      description: "Add meeting details here",
      startTime: "09:00",
      endTime: "10:00",
    },
  };
}

// An event read from an .ics file, as a scene element (only the fields it has).
export function calendarElementOf(id: string, event: CalendarEvent): SceneElement {
  return {
    id,
    elementType: "calendar",
    content: {
      date: event.date,
      title: event.title,
      ...(event.description ? { description: event.description } : {}),
      ...(event.startTime ? { startTime: event.startTime } : {}),
      ...(event.endTime ? { endTime: event.endTime } : {}),
    },
  };
}
