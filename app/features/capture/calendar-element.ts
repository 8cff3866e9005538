import {
  CALENDAR_PLACEHOLDER,
  type ElementOf,
  type SceneElement,
} from "#contracts/scene-element.ts";
import type { CalendarEvent } from "./ics";

export type CalendarContent = ElementOf<"calendar">["content"];

const pad = (n: number) => String(n).padStart(2, "0");

function todayIso(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// Calendar Import adds today, 09:00 to 10:00, "Important Meeting".
export function defaultCalendarElement(id: string, now: Date = new Date()): SceneElement {
  return {
    id,
    elementType: "calendar",
    content: {
      date: todayIso(now),
      title: CALENDAR_PLACEHOLDER.title,
      description: CALENDAR_PLACEHOLDER.description,
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

/** Whether an edit changed when the moment was (its date, precision or start time): only then
 * does the element date the scene. Renaming an event leaves the scene's date alone. */
export function changesWhen(before: CalendarContent, after: CalendarContent): boolean {
  return (
    before.date !== after.date ||
    (before.precision ?? "day") !== (after.precision ?? "day") ||
    before.startTime !== after.startTime
  );
}
