import type { SceneElement } from "#contracts/scene-element.ts";
import type { SceneDate } from "#contracts/scene-metadata.ts";
import { holdsCalendarPlaceholder } from "#app/features/scenes/element-format";
import { sameSceneDate, sceneDateOf } from "#app/lib/scene-dates";
import { changesWhen, type CalendarContent } from "./calendar-element";

// How the composer's calendar elements date the scene (its metadata.date and time), so a scene has
// a date without an .ics file:
// - editing an element's date, precision or start time dates the scene with it;
// - events read from an .ics file date a scene that has no date yet (the first one);
// - removing the element that dated the scene dates it from the next dated event left, else
//   leaves it undated;
// - the default calendar element ("Important Meeting", today) dates nothing until the person
//   changes when it was.

type Dating = { date: SceneDate | null; time: string | null };

// Only the two fields: callers pass their whole state and spread the answer back into it.
const keep = ({ date, time }: Dating): Dating => ({ date, time });

const datingOf = (content: CalendarContent): Dating => ({
  date: sceneDateOf(content),
  time: content.startTime ?? null,
});

export function calendarEdited(
  current: Dating,
  before: CalendarContent,
  after: CalendarContent,
): Dating {
  return changesWhen(before, after) ? datingOf(after) : keep(current);
}

export function calendarsImported(current: Dating, imported: SceneElement[]): Dating {
  if (current.date) return keep(current);
  const first = imported.find((e) => e.elementType === "calendar");
  return first?.elementType === "calendar" ? datingOf(first.content) : keep(current);
}

export function calendarRemoved(
  current: Dating,
  before: SceneElement[],
  after: SceneElement[],
): Dating {
  const removed = before.find((e) => !after.includes(e));
  if (removed?.elementType !== "calendar") return keep(current);
  if (!sameSceneDate(current.date, sceneDateOf(removed.content))) return keep(current);
  const next = after.find(
    (e) => e.elementType === "calendar" && !holdsCalendarPlaceholder(e.content),
  );
  return next?.elementType === "calendar" ? datingOf(next.content) : { date: null, time: null };
}
